import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Switch } from './Switch';

describe('Switch', () => {
  it('turns on with Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUI(<Switch onChange={onChange}>Email notifications</Switch>);
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect((screen.getByRole('switch', { name: 'Email notifications' }) as HTMLInputElement).checked).toBe(true);
  });

  it('is disabled and passes axe', async () => {
    const { container } = renderUI(<Switch isDisabled>ការជូនដំណឹង</Switch>, 'kh');
    expect(screen.getByRole('switch', { name: 'ការជូនដំណឹង' })).toHaveProperty('disabled', true);
    await expectNoAxeViolations(container);
  });
});
