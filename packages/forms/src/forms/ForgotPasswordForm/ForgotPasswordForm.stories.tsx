import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const meta = {
  title: 'Forms/Sign-in/Forgot password',
  component: ForgotPasswordForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const submit = /^(Send the code|ផ្ញើលេខកូដ)$/;

export const English: Story = {};
export const Khmer: Story = { globals: { lang: 'kh' } };
/** Sent empty or wrong: each field says what it needs, and nothing is sent. */
export const WithErrors: Story = {
  args: {},
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: submit }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).not.toBeNull();
  },
};
export const WithErrorsKhmer: Story = { ...WithErrors, globals: { lang: 'kh' } };
