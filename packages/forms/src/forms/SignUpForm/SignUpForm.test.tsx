// @vitest-environment jsdom
import { expectNoAxeViolations } from '@dfr/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderIn } from '../../test/authForms';
import { SignUpForm } from './SignUpForm';

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const password = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;

describe('SignUpForm', () => {
  it('shows each error on its field on submit, keeps the input, and does not submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderIn(<SignUpForm onSubmit={onSubmit} />);
    await user.type(textbox(/Email/), 'demo@example');
    await user.type(password(/^Password/), 'demo');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(textbox(/Email/)).toHaveProperty('value', 'demo@example');
    expect(textbox(/Email/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Invalid email/)).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters.', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(password(/^Password/).value).toBe('demo');
  });

  it('validates a field once it is left, and as the user types from then on', async () => {
    const user = userEvent.setup();
    renderIn(<SignUpForm onSubmit={() => {}} />);
    await user.type(textbox(/Email/), 'nope');
    expect(screen.queryByText(/Invalid email/)).toBeNull();
    await user.tab();
    expect(screen.getByText(/Invalid email/)).toBeTruthy();
    await user.type(textbox(/Email/), '@example.com');
    expect(screen.queryByText(/Invalid email/)).toBeNull();
  });

  it('submits trimmed values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderIn(<SignUpForm onSubmit={onSubmit} />);
    await user.type(textbox(/Email/), '  Demo@Example.com ');
    await user.type(password(/^Password/), 'Demo@2026');
    await user.type(password(/Confirm password/), 'Demo@2026');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'demo@example.com',
      password: 'Demo@2026',
      confirmPassword: 'Demo@2026',
    });
  });

  it('shows the server field errors against the fields until the user changes them', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue({
      error: { code: 'CONFLICT', message_key: 'sign_up_failed', fields: { email: 'user_already_exists' } },
    });
    renderIn(<SignUpForm onSubmit={onSubmit} defaultValues={{ email: 'demo@example.com' }} />);
    await user.type(password(/^Password/), 'Demo@2026');
    await user.type(password(/Confirm password/), 'Demo@2026');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Sign-up failed. Check your details and try again.',
    );
    expect(screen.getByText('An account with this email already exists.')).toBeTruthy();
    expect(textbox(/Email/).getAttribute('aria-invalid')).toBe('true');
    expect(password(/^Password/).value).toBe('Demo@2026');
    await user.type(textbox(/Email/), 'x');
    expect(screen.queryByText('An account with this email already exists.')).toBeNull();
  });

  it('speaks Khmer inside a Khmer UI and passes axe', async () => {
    const user = userEvent.setup();
    const { container } = renderIn(<SignUpForm onSubmit={() => {}} />, 'kh');
    await user.click(screen.getByRole('button', { name: 'ចុះឈ្មោះ' }));
    expect(screen.getAllByText('ត្រូវបំពេញព័ត៌មាននេះ។').length).toBe(3);
    expect(textbox(/អ៊ីមែល/)).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
