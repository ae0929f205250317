// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { translate } from '../../rules';
import { codeBoxes, description, renderIn } from '../../test/authForms';
import { OneTimeCodeForm } from './OneTimeCodeForm';

describe('OneTimeCodeForm', () => {
  it.each(['en', 'kh'] as const)('refuses a short code in the reader’s language (%s)', async (lang) => {
    const onSubmit = vi.fn();
    renderIn(<OneTimeCodeForm onSubmit={onSubmit} submitLabel="OK" />, lang);
    const label = lang === 'en' ? 'Sign-in code' : 'លេខកូដចូលគណនី';
    await userEvent.type(codeBoxes(label)[0]!, '12');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(description(screen.getByRole('group', { name: label }))).toContain(translate('code_six_digits', lang));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the code as soon as its last digit is typed when asked to, and shows a wrong code', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce({ messageKey: 'incorrect_code' });
    renderIn(<OneTimeCodeForm onSubmit={onSubmit} submitOnComplete />);
    await userEvent.type(codeBoxes('Sign-in code')[0]!, '654321');
    expect((await screen.findByRole('alert')).textContent).toBe(translate('incorrect_code', 'en'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ code: '654321' });
  });

  it('offers a cancel beside the submit', async () => {
    const onCancel = vi.fn();
    renderIn(<OneTimeCodeForm onSubmit={() => {}} onCancel={onCancel} kind="verification" />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
