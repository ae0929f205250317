import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Forms/Checkbox',
  component: Checkbox,
  args: { children: 'The statements give a true and fair view' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};
export const Khmer: Story = { globals: { lang: 'kh' }, args: { children: 'ទិដ្ឋភាពពិត និងត្រឹមត្រូវ', defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'All accounts' } };
export const Invalid: Story = { args: { isInvalid: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };
export const UnbrokenKhmerLabel: Story = {
  globals: { lang: 'kh' },
  args: { children: 'ខ្ញុំបញ្ជាក់ថារបាយការណ៍ហិរញ្ញវត្ថុទាំងនេះបង្ហាញទិដ្ឋភាពពិតនិងត្រឹមត្រូវនៃស្ថានភាពហិរញ្ញវត្ថុ' },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};
