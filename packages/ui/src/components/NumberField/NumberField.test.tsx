import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('steps with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUI(<NumberField label="Employees" defaultValue={10} onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Employees' });
    await user.tab();
    expect(box).toBe(document.activeElement);
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(11);
  });

  it('formats with thousands separators on blur', async () => {
    const user = userEvent.setup();
    renderUI(<NumberField label="Shares" />);
    const box = screen.getByRole('textbox', { name: 'Shares' }) as HTMLInputElement;
    await user.click(box);
    await user.keyboard('1234567');
    await user.tab();
    expect(box.value).toBe('1,234,567');
  });

  it('is invalid with a message and passes axe', async () => {
    const { container } = renderUI(<NumberField label="Shares" isInvalid errorMessage="Too many" />);
    expect(screen.getByText('Too many')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
