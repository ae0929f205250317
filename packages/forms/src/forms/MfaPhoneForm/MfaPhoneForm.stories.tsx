import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MfaPhoneForm } from './MfaPhoneForm';

const meta = {
  title: 'Forms/Sign-in/Codes by message',
  component: MfaPhoneForm,
  args: { onSubmit: fn(), onCancel: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof MfaPhoneForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const submit = /^(Use codes by message|ប្រើលេខកូដតាមសារ)$/;

export const English: Story = {};
export const Khmer: Story = { globals: { lang: 'kh' } };
/** Sent empty or wrong: each field says what it needs, and nothing is sent. */
export const WithErrors: Story = {
  args: { storedPhone: '012 345 678' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: submit }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).not.toBeNull();
  },
};
export const WithErrorsKhmer: Story = { ...WithErrors, globals: { lang: 'kh' } };
