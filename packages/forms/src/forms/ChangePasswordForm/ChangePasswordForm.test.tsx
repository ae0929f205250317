// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { translate } from '../../rules';
import { description, expectRefused, input, renderIn } from '../../test/authForms';
import { ChangePasswordForm } from './ChangePasswordForm';

describe('ChangePasswordForm', () => {
  it.each(['en', 'kh'] as const)('refuses each field in the reader’s language (%s)', async (lang) => {
    const onSubmit = vi.fn();
    renderIn(<ChangePasswordForm onSubmit={onSubmit} />, lang);
    await userEvent.click(screen.getByRole('button', { name: lang === 'en' ? 'Change password' : 'ប្តូរពាក្យសម្ងាត់' }));
    expectRefused(input('oldPassword'), 'required', lang);
    expectRefused(input('password'), 'required', lang);
    expectRefused(input('confirmPassword'), 'required', lang);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a refusal and keeps the input; once changed, says so and empties every field', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce({ messageKey: 'incorrect_username_or_password' });
    renderIn(<ChangePasswordForm onSubmit={onSubmit} savedMessage="Changed." />);
    await userEvent.type(input('oldPassword'), 'Old!Pass1');
    await userEvent.type(input('password'), 'New!Pass2');
    await userEvent.type(input('confirmPassword'), 'New!Pass2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(translate('incorrect_username_or_password', 'en'));
    expect(input('oldPassword').value).toBe('Old!Pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('status')).textContent).toContain('Changed.');
    expect(onSubmit).toHaveBeenLastCalledWith({
      oldPassword: 'Old!Pass1',
      password: 'New!Pass2',
      confirmPassword: 'New!Pass2',
    });
    for (const name of ['oldPassword', 'password', 'confirmPassword']) expect(input(name).value).toBe('');
  });

  it('says how many characters a password needs, in both languages, with no "{min}" left (issue 21, 4)', async () => {
    for (const lang of ['en', 'kh'] as const) {
      const { unmount } = renderIn(<ChangePasswordForm onSubmit={() => {}} />, lang);
      await userEvent.type(input('password'), 'Ab1!');
      await userEvent.click(screen.getByRole('button', { name: lang === 'en' ? 'Change password' : 'ប្តូរពាក្យសម្ងាត់' }));
      expect(input('password').getAttribute('aria-invalid')).toBe('true');
      expect(description(input('password'))).toMatch(lang === 'en' ? /at least 6 characters/ : /៦/);
      expect(description(input('password'))).not.toMatch(/\{\w+\}/);
      unmount();
    }
  });
});
