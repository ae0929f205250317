import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OneTimeCodeForm } from './OneTimeCodeForm';

const meta = {
  title: 'Forms/Sign-in/One-time code',
  component: OneTimeCodeForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof OneTimeCodeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const submit = /^(Verify|ផ្ទៀងផ្ទាត់)$/;

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
export const AuthenticatorSetUp: Story = {
  args: {
    onCancel: fn(),
    children: (
      <p style={{ margin: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP</p>
    ),
  },
};
export const AuthenticatorSetUpKhmer: Story = { ...AuthenticatorSetUp, globals: { lang: 'kh' } };
