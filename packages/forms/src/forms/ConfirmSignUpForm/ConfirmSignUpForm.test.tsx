// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { translate } from '../../rules';
import { codeBoxes, description, expectRefused, input, renderIn } from '../../test/authForms';
import { ConfirmSignUpForm } from './ConfirmSignUpForm';

describe('ConfirmSignUpForm', () => {
  it.each(['en', 'kh'] as const)('wants the e-mail and all six digits (Khmer digits too) (%s)', async (lang) => {
    const onSubmit = vi.fn();
    renderIn(<ConfirmSignUpForm onSubmit={onSubmit} />, lang);
    const label = lang === 'en' ? 'Verification code' : 'លេខកូដផ្ទៀងផ្ទាត់';
    const confirm = screen.getByRole('button', { name: lang === 'en' ? 'Confirm' : 'បញ្ជាក់' });
    await userEvent.click(confirm);
    expectRefused(input('email'), 'required', lang);
    expect(description(screen.getByRole('group', { name: label }))).toContain(translate('required', lang));
    await userEvent.type(input('email'), 'New.User@example.com');
    await userEvent.type(codeBoxes(label)[0]!, '១២៣');
    await userEvent.click(confirm);
    expect(description(screen.getByRole('group', { name: label }))).toContain(translate('code_six_digits', lang));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(codeBoxes(label)[3]!, '456');
    await userEvent.click(confirm);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'new.user@example.com', code: '123456' });
  });

  it('asks for a new code for the e-mail as typed, and not without one', async () => {
    const onResend = vi.fn();
    renderIn(<ConfirmSignUpForm onSubmit={() => {}} onResend={onResend} />);
    const resend = screen.getByRole('button', { name: 'Send a new code' });
    expect(resend.hasAttribute('disabled') || resend.getAttribute('aria-disabled') === 'true').toBe(true);
    await userEvent.type(input('email'), ' new.user@example.com ');
    await userEvent.click(resend);
    expect(onResend).toHaveBeenCalledWith('new.user@example.com');
  });
});
