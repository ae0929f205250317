// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectRefused, input, renderIn } from '../../test/authForms';
import { ForgotPasswordForm } from './ForgotPasswordForm';

describe('ForgotPasswordForm', () => {
  it.each(['en', 'kh'] as const)('refuses a missing or invalid e-mail, then sends it trimmed (%s)', async (lang) => {
    const onSubmit = vi.fn();
    renderIn(<ForgotPasswordForm onSubmit={onSubmit} />, lang);
    const send = screen.getByRole('button', { name: lang === 'en' ? 'Send the code' : 'ផ្ញើលេខកូដ' });
    await userEvent.click(send);
    expectRefused(input('email'), 'required', lang);
    await userEvent.type(input('email'), 'owner@');
    await userEvent.click(send);
    expectRefused(input('email'), 'invalid_email', lang);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input('email'), 'Example.com ');
    await userEvent.click(send);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'owner@example.com' });
  });
});
