import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignUpForm } from './SignUpForm';

const meta = {
  title: 'Forms/Sign-in/Sign up',
  component: SignUpForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof SignUpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Khmer: Story = { globals: { lang: 'kh' } };
export const WithErrors: Story = {
  args: { defaultValues: { email: 'demo@', password: 'demo', confirmPassword: 'other' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^(Sign up|ចុះឈ្មោះ)$/ }));
  },
};
export const WithErrorsKhmer: Story = { ...WithErrors, globals: { lang: 'kh' } };
export const ServerSaysTheEmailIsTaken: Story = {
  args: {
    defaultValues: { email: 'demo@example.com' },
    serverErrors: { email: 'user_already_exists' },
  },
};
export const ServerSaysTheEmailIsTakenKhmer: Story = { ...ServerSaysTheEmailIsTaken, globals: { lang: 'kh' } };
