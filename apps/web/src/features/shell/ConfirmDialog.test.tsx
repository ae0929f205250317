import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { ApiError } from '../../api/client';
import { ConfirmDialog } from './ConfirmDialog';

beforeAll(() => {
  // jsdom has <dialog> without the modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('enables the action only once the expected email is typed, and passes it on', async () => {
    const onConfirm = vi.fn(async () => {});
    render(
      <ConfirmDialog
        open
        title="Remove this user?"
        confirmLabel="Remove"
        expected="colleague@example.com"
        inputLabel="Type the user's email"
        onConfirm={onConfirm}
        onClose={() => {}}
      />,
    );
    const button = screen.getByRole('button', { name: 'Remove', hidden: true }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText("Type the user's email"), 'colleague@example');
    expect(button.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText("Type the user's email"), '.com');
    expect(button.disabled).toBe(false);
    await userEvent.click(button);
    expect(onConfirm).toHaveBeenCalledWith('colleague@example.com');
  });

  it('shows the failure inside the dialog and keeps what was typed', async () => {
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Remove this user?"
        confirmLabel="Remove"
        expected="boss@example.com"
        inputLabel="Type the user's email"
        onConfirm={async () => {
          throw new ApiError(409, 'SUPER_ADMIN', 'user_cannot_be_removed', 'The user cannot be removed (admin).');
        }}
        onClose={onClose}
      />,
    );
    const input = screen.getByLabelText("Type the user's email");
    await userEvent.type(input, 'boss@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Remove', hidden: true }));
    expect(await screen.findByText('The user cannot be removed (admin).')).toBeTruthy();
    expect(input).toHaveProperty('value', 'boss@example.com');
    expect(onClose).not.toHaveBeenCalled();
  });
});
