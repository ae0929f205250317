import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../i18n/strings';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { ConfirmDialog, isConfirmWord, matchesConfirmationText } from './ConfirmDialog';

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

function Row({ onConfirm }: { onConfirm: (typed: string) => void }) {
  const [removing, setRemoving] = useState<string | null>(null);
  return (
    <>
      <Button onPress={() => setRemoving('sok.dara@example.com')}>Remove Sok Dara</Button>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remove user?"
        actionLabel="Remove"
        variant="danger"
        confirmationText={removing ?? ''}
        confirmationLabel={`Type the user's email ${removing} to confirm`}
        onConfirm={onConfirm}
      >
        They lose access to this entity.
      </ConfirmDialog>
    </>
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
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('textbox')).toHaveProperty('value', '');
    expect(screen.queryByText('Type the word “confirm” exactly.')).toBeNull();
  });

  it('asks for a given text (an email) when controlled from a row action, and passes what was typed', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderUI(<Row onConfirm={onConfirm} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove Sok Dara' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove user?' });
    const field = screen.getByRole('textbox', { name: /Type the user's email sok\.dara@example\.com to confirm/ });
    const action = screen.getByRole('button', { name: 'Remove' });
    expect(screen.getByText('To continue, type “sok.dara@example.com” below.')).toBeTruthy();
    await user.type(field, 'confirm');
    expect(action).toHaveProperty('disabled', true);
    await user.tab();
    expect(screen.getByText('Type “sok.dara@example.com” exactly.')).toBeTruthy();
    await user.clear(field);
    await user.type(field, ' Sok.Dara@example.com ');
    expect(action).toHaveProperty('disabled', false);
    await expectNoAxeViolations(dialog);
    await user.click(action);
    expect(onConfirm).toHaveBeenCalledWith('Sok.Dara@example.com');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Opened again, it starts empty.
    await user.click(screen.getByRole('button', { name: 'Remove Sok Dara' }));
    expect(await screen.findByRole('textbox')).toHaveProperty('value', '');
  });

  it('keeps the dialog open with what was typed when the action fails, and says the custom text in Khmer', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn().mockRejectedValue(new Error('conflict'));
    renderUI(
      <ConfirmDialog
        isOpen
        title="ដកអ្នកប្រើប្រាស់ចេញ?"
        actionLabel="ដកចេញ"
        confirmationText="dara@example.com"
        errorMessage="មិនអាចដកចេញបានទេ"
        onConfirm={onConfirm}
      >
        …
      </ConfirmDialog>,
      'kh',
    );
    const field = await screen.findByRole('textbox', { name: /វាយ “dara@example\.com”/ });
    expect(screen.getByText('ដើម្បីបន្ត សូមវាយ “dara@example.com” នៅខាងក្រោម។')).toBeTruthy();
    await user.type(field, 'dara@example.com');
    await user.click(screen.getByRole('button', { name: 'ដកចេញ' }));
    expect(onConfirm).toHaveBeenCalledWith('dara@example.com');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(field).toHaveProperty('value', 'dara@example.com');
    expect(screen.getByText('មិនអាចដកចេញបានទេ')).toBeTruthy();
  });
});

describe('matchesConfirmationText', () => {
  it('compares trimmed and case-insensitively, never an empty text', () => {
    expect(matchesConfirmationText(' A@B.com ', 'a@b.com')).toBe(true);
    expect(matchesConfirmationText('a@b.co', 'a@b.com')).toBe(false);
    expect(matchesConfirmationText('', '')).toBe(false);
  });
});
