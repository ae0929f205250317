import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Form } from './Form';

describe('Form', () => {
  it('blocks submission while a required field is empty and shows the error', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e) => e.preventDefault());
    renderUI(
      <Form onSubmit={onSubmit} validationBehavior="aria">
        <TextField label="Email" name="email" isRequired validate={(v) => (v ? null : 'Field is required')} />
        <Button type="submit">Sign in</Button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(screen.getByRole('textbox', { name: /Email/ }));
    await user.tab();
    expect(screen.getByText('Field is required')).toBeTruthy();
  });

  it('shows server errors on fields by name and passes axe', async () => {
    const { container } = renderUI(
      <Form validationErrors={{ email: 'Invalid email' }}>
        <TextField label="Email" name="email" />
      </Form>,
    );
    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(container);
  });
});
