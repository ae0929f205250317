import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AmountField, amountCurrencies } from './AmountField';

const meta = {
  title: 'Components/Forms/AmountField',
  component: AmountField,
  args: { label: 'Revenue', currency: 'USD', onChange: fn() },
  argTypes: { currency: { control: 'inline-radio', options: amountCurrencies } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof AmountField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox');
    await userEvent.click(box);
    await userEvent.keyboard('-1250000');
    await userEvent.tab();
    await expect(box).toHaveValue('(1,250,000)');
    await expect(args.onChange).toHaveBeenLastCalledWith(-1250000);
  },
};
export const Negative: Story = { args: { label: 'Loss for the year', defaultValue: -3400 } };
export const Riel: Story = { args: { label: 'Share capital', currency: 'KHR', defaultValue: 4000000000 } };
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: { label: 'ចំណូល', currency: 'KHR', defaultValue: 125000000 },
};
export const InvalidKhmer: Story = {
  globals: { lang: 'kh' },
  args: { label: 'ប្រាក់ចំណេញសម្រាប់ឆ្នាំ', isInvalid: true, errorMessage: 'ឥណពន្ធ និងឥណទានមិនស្មើគ្នា' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 98000 } };
