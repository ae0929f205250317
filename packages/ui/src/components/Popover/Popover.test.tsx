import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Button } from '../Button';
import { PopoverDialog } from './Popover';

describe('Popover', () => {
  it('opens a dialog from its trigger, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    const { container } = renderUI(
      <PopoverDialog trigger={<Button>Help</Button>} aria-label="Help">
        <p>Possible errors are warnings.</p>
      </PopoverDialog>,
      'kh',
    );
    await expectNoAxeViolations(container);
    const trigger = screen.getByRole('button', { name: 'Help' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    expect(dialog.textContent).toContain('Possible errors are warnings.');
    expect(dialog.closest('[lang]')?.getAttribute('lang')).toBe('km');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
