import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI, screen, userEvent, waitFor } from '../../test/render';
import { Button } from '../Button';
import { Dialog, DialogTrigger } from './Dialog';

function Controlled({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Change role</Button>
      <Dialog
        title="Change role"
        isOpen={open}
        onOpenChange={(o) => {
          onOpenChange(o);
          setOpen(o);
        }}
        footer={({ close }) => <Button onPress={close}>Save</Button>}
      >
        {({ close }) => <Button onPress={close}>Done</Button>}
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, traps focus, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    renderUI(
      <DialogTrigger>
        <Button>Entity info</Button>
        <Dialog title="Entity info">
          <p>Angkor Trading Co., Ltd.</p>
        </Dialog>
      </DialogTrigger>,
    );
    const trigger = screen.getByRole('button', { name: 'Entity info' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Entity info' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await expectNoAxeViolations(dialog);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('has a Khmer close button', async () => {
    const user = userEvent.setup();
    renderUI(
      <DialogTrigger>
        <Button>បើក</Button>
        <Dialog title="ព័ត៌មានអង្គភាព">ខ្លឹមសារ</Dialog>
      </DialogTrigger>,
      'kh',
    );
    await user.click(screen.getByRole('button', { name: 'បើក' }));
    await user.click(await screen.findByRole('button', { name: 'បិទ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('works controlled (no trigger): footer and content close it through close()', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderUI(<Controlled onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role' });
    await expectNoAxeViolations(dialog);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await user.click(screen.getByRole('button', { name: 'Change role' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is not dismissable by Escape when isDismissable is false, and has no close button', async () => {
    const user = userEvent.setup();
    renderUI(
      <Dialog title="Processing" isOpen isDismissable={false}>
        …
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Processing' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(dialog.isConnected).toBe(true);
  });
});
