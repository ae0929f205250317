// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { codeBoxes, expectRefused, input, renderIn } from '../../test/authForms';
import { ResetPasswordForm } from './ResetPasswordForm';

describe('ResetPasswordForm', () => {
  it.each(['en', 'kh'] as const)('refuses each field, then sends the code and the new password (%s)', async (lang) => {
    const onSubmit = vi.fn();
    renderIn(<ResetPasswordForm onSubmit={onSubmit} />, lang);
    const submit = screen.getByRole('button', { name: lang === 'en' ? 'Set the new password' : 'កំណត់ពាក្យសម្ងាត់ថ្មី' });
    await userEvent.click(submit);
    expectRefused(input('password'), 'required', lang);
    expectRefused(input('confirmPassword'), 'required', lang);
    await userEvent.type(codeBoxes(lang === 'en' ? 'Verification code' : 'លេខកូដផ្ទៀងផ្ទាត់')[0]!, '246810');
    await userEvent.type(input('password'), 'new!pass2');
    await userEvent.type(input('confirmPassword'), 'New!Pass2');
    await userEvent.click(submit);
    expectRefused(input('password'), 'password_uppercase', lang);
    expectRefused(input('confirmPassword'), 'passwords_do_not_match', lang);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(input('password'));
    await userEvent.type(input('password'), 'New!Pass2');
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ code: '246810', password: 'New!Pass2', confirmPassword: 'New!Pass2' });
  });

  it('ticks the policy’s rules as the password is typed', async () => {
    renderIn(<ResetPasswordForm onSubmit={() => {}} />);
    const rules = () => [...document.querySelectorAll('li[data-ok]')].map((li) => li.getAttribute('data-ok'));
    expect(rules().every((ok) => ok === 'false')).toBe(true);
    await userEvent.type(input('password'), 'New!Pass2');
    expect(rules().every((ok) => ok === 'true')).toBe(true);
  });

  it("focuses the code's first box on mount, unless told not to", () => {
    const { unmount } = renderIn(<ResetPasswordForm onSubmit={() => {}} />);
    expect(document.activeElement).toBe(codeBoxes('Verification code')[0]);
    unmount();
    renderIn(<ResetPasswordForm onSubmit={() => {}} autoFocus={false} />);
    expect(document.activeElement).not.toBe(codeBoxes('Verification code')[0]);
  });
});
