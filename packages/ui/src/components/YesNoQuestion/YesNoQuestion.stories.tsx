import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { YesNoQuestion } from './YesNoQuestion';

const meta = {
  title: 'Components/Forms/YesNoQuestion',
  component: YesNoQuestion,
  args: { label: 'Did any event after the period end require adjustment?', onChange: fn() },
} satisfies Meta<typeof YesNoQuestion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Yes' }));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: { label: 'តើមានព្រឹត្តិការណ៍ក្រោយកាលបរិច្ឆេទចុងគ្រាដែលតម្រូវឱ្យមានការកែតម្រូវដែរឬទេ?', defaultValue: false },
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Answer this question' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: true } };
