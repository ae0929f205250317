import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Button } from '../Button';
import { Dialog, DialogTrigger } from './Dialog';

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
});
