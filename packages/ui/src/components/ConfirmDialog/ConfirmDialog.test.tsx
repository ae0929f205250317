import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../i18n/strings';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { ConfirmDialog, isConfirmWord } from './ConfirmDialog';

function Sample({ lang, onConfirm }: { lang: Lang; onConfirm: () => void }) {
  return (
    <DialogTrigger>
      <Button>{lang === 'kh' ? 'ដាក់ស្នើ' : 'Submit'}</Button>
      <ConfirmDialog
        title={lang === 'kh' ? 'ដាក់ស្នើរបាយការណ៍?' : 'Submit the statement?'}
        actionLabel="OK"
        onConfirm={onConfirm}
      >
        …
      </ConfirmDialog>
    </DialogTrigger>
  );
}

describe('isConfirmWord', () => {
  it('accepts "confirm" in both languages and the Khmer term only in Khmer', () => {
    expect(isConfirmWord(' Confirm ', 'en')).toBe(true);
    expect(isConfirmWord('confirm', 'kh')).toBe(true);
    expect(isConfirmWord('បញ្ជាក់', 'kh')).toBe(true);
    expect(isConfirmWord('បញ្ជាក់', 'en')).toBe(false);
    expect(isConfirmWord('confirmed', 'en')).toBe(false);
  });
});

describe('ConfirmDialog', () => {
  it('keeps the action disabled until "confirm" is typed', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderUI(<Sample lang="en" onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const action = await screen.findByRole('button', { name: 'OK' });
    expect(action).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: /Type “confirm”/ }), 'confirm');
    expect(action).toHaveProperty('disabled', false);
    await user.click(action);
    expect(onConfirm).toHaveBeenCalledWith('confirm');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows the Khmer instruction and accepts "confirm" in Khmer', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderUI(<Sample lang="kh" onConfirm={onConfirm} />, 'kh');
    await user.click(screen.getByRole('button', { name: 'ដាក់ស្នើ' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(screen.getByText(/សូមវាយពាក្យ “confirm”/)).toBeTruthy();
    await user.type(screen.getByRole('textbox'), 'confirm');
    await expectNoAxeViolations(dialog);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledWith('confirm');
  });

  it('shows an error for a wrong word after leaving the field', async () => {
    const user = userEvent.setup();
    renderUI(<Sample lang="en" onConfirm={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.type(await screen.findByRole('textbox'), 'yes');
    await user.tab();
    expect(screen.getByText('Type the word “confirm” exactly.')).toBeTruthy();
  });
});
