import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmSignUpForm } from './ConfirmSignUpForm';

const meta = {
  title: 'Forms/Sign-in/Confirm sign-up',
  component: ConfirmSignUpForm,
  args: { onSubmit: fn(), onResend: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ConfirmSignUpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const submit = /^(Confirm|បញ្ជាក់)$/;

export const English: Story = {};
export const Khmer: Story = { globals: { lang: 'kh' } };
/** Sent empty or wrong: each field says what it needs, and nothing is sent. */
export const WithErrors: Story = {
  args: { defaultValues: { email: 'new.user@', code: '123' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: submit }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).not.toBeNull();
  },
};
export const WithErrorsKhmer: Story = { ...WithErrors, globals: { lang: 'kh' } };
