import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { ComboBox } from './ComboBox';

const provinces = [
  { id: 'pp', label: 'Phnom Penh' },
  { id: 'sr', label: 'Siem Reap' },
  { id: 'bb', label: 'Battambang' },
];

describe('ComboBox', () => {
  it('filters as the user types and selects with Enter', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderUI(<ComboBox label="Province" defaultItems={provinces} onSelectionChange={onSelectionChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Province' }));
    await user.keyboard('Siem');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Siem Reap']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenCalledWith('sr');
  });

  it('has a Khmer button label and passes axe', async () => {
    const { container } = renderUI(<ComboBox label="ខេត្ត" defaultItems={provinces} />, 'kh');
    expect(screen.getByRole('button', { name: /បង្ហាញជម្រើស/ })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
