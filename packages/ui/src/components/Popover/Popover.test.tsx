import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI, screen, userEvent, waitFor } from '../../test/render';
import { Button } from '../Button';
import { PopoverDialog } from './Popover';

function Panel() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PopoverDialog
        trigger={<Button>Notifications</Button>}
        aria-label="Notifications"
        isOpen={open}
        onOpenChange={setOpen}
      >
        <Button onPress={() => setOpen(false)}>Mark all read</Button>
      </PopoverDialog>
      <span>{open ? 'open' : 'closed'}</span>
    </>
  );
}

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

  it('lets its content close it through the close function it receives (keyboard)', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const onPick = vi.fn();
    renderUI(
      <PopoverDialog trigger={<Button>Entity</Button>} aria-label="Switch entity" onOpenChange={onOpenChange}>
        {({ close }) => (
          <Button
            onPress={() => {
              onPick('b');
              close();
            }}
          >
            Mekong Logistics
          </Button>
        )}
      </PopoverDialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Entity' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Switch entity' });
    await expectNoAxeViolations(dialog);
    await user.click(screen.getByRole('button', { name: 'Mekong Logistics' }));
    expect(onPick).toHaveBeenCalledWith('b');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('follows a controlled isOpen and reports changes through onOpenChange', async () => {
    const user = userEvent.setup();
    renderUI(<Panel />, 'kh');
    expect(screen.getByText('closed')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByText('open')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('closed')).toBeTruthy();
  });
});
