import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { AlertDialog } from './AlertDialog';

describe('AlertDialog', () => {
  it('asks, runs the action and closes', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    renderUI(
      <DialogTrigger>
        <Button>Reset status</Button>
        <AlertDialog title="Reset status?" actionLabel="Reset" variant="danger" onAction={onAction}>
          The statement goes back to draft.
        </AlertDialog>
      </DialogTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Reset status' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset status?' });
    await expectNoAxeViolations(dialog);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onAction).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays open when the action fails, and cancels in Khmer', async () => {
    const user = userEvent.setup();
    renderUI(
      <DialogTrigger>
        <Button>បើក</Button>
        <AlertDialog
          title="សម្អាតទិន្នន័យ?"
          actionLabel="សម្អាត"
          onAction={() => Promise.reject(new Error('409'))}
          errorMessage="មានកំហុស"
        >
          ទិន្នន័យនឹងត្រូវលុប។
        </AlertDialog>
      </DialogTrigger>,
      'kh',
    );
    await user.click(screen.getByRole('button', { name: 'បើក' }));
    await user.click(await screen.findByRole('button', { name: 'សម្អាត' }));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByText('មានកំហុស')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'បោះបង់' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
