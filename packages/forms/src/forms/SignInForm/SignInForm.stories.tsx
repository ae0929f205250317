import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignInForm } from './SignInForm';

const meta = {
  title: 'Forms/Sign-in/Sign in',
  component: SignInForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof SignInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const submit = /^(Sign in|ចូលគណនី)$/;

export const English: Story = {};
export const Khmer: Story = { globals: { lang: 'kh' } };
/** Sent empty or wrong: each field says what it needs, and nothing is sent. */
export const WithErrors: Story = {
  args: { defaultEmail: 'demo@' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: submit }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).not.toBeNull();
  },
};
export const WithErrorsKhmer: Story = { ...WithErrors, globals: { lang: 'kh' } };
export const ServerRefusal: Story = {
  args: {
    defaultEmail: 'demo@example.com',
    onSubmit: fn(async () => {
      throw { messageKey: 'incorrect_username_or_password' };
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^(Password|ពាក្យសម្ងាត់)/, { selector: 'input' }), 'Wrong@2026');
    await userEvent.click(canvas.getByRole('button', { name: /^(Sign in|ចូលគណនី)$/ }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
export const ServerRefusalKhmer: Story = { ...ServerRefusal, globals: { lang: 'kh' } };
