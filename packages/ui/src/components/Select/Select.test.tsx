import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Select } from './Select';

const currencies = [
  { id: 'USD', label: 'US dollar' },
  { id: 'KHR', label: 'Cambodian riel' },
];

describe('Select', () => {
  it('opens with the keyboard and picks an option', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderUI(<Select label="Presentation currency" items={currencies} onSelectionChange={onSelectionChange} />);
    const trigger = screen.getByRole('button', { name: /Presentation currency/ });
    expect(trigger.textContent).toContain('Select an option');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: 'Cambodian riel' }));
    expect(onSelectionChange).toHaveBeenCalledWith('KHR');
    expect(trigger.textContent).toContain('Cambodian riel');
  });

  it('has a Khmer placeholder, shows errors and passes axe', async () => {
    const { container } = renderUI(
      <Select label="រូបិយប័ណ្ណបង្ហាញ" items={currencies} isInvalid errorMessage="សូមជ្រើសរើស" />,
      'kh',
    );
    expect(screen.getByRole('button', { name: /រូបិយប័ណ្ណបង្ហាញ/ }).textContent).toContain('សូមជ្រើសរើស');
    await expectNoAxeViolations(container);
  });

  it('does not open when disabled', async () => {
    const user = userEvent.setup();
    renderUI(<Select label="Currency" items={currencies} isDisabled />);
    await user.click(screen.getByRole('button', { name: /Currency/ }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
