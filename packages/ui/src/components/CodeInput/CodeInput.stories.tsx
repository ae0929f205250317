import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeInput } from './CodeInput';

const meta = {
  title: 'Components/Forms/CodeInput',
  component: CodeInput,
  args: { label: 'Approval code', description: 'We sent a 6-digit code to the director’s email', onComplete: fn() },
} satisfies Meta<typeof CodeInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SixDigits: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = within(canvasElement).getAllByRole('textbox');
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};
export const FourDigits: Story = { args: { label: 'Edit request code', length: 4, description: undefined } };
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: { label: 'លេខកូដអនុម័ត', description: 'យើងបានផ្ញើលេខកូដ ៦ ខ្ទង់ទៅអ៊ីមែលរបស់អភិបាល', value: '១២៣' },
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Incorrect code, please try again.' } };
export const Disabled: Story = { args: { isDisabled: true } };
