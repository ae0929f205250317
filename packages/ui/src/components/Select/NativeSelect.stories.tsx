import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NativeSelect } from './NativeSelect';

const provinces = [
  { id: 'phnom-penh', label: 'Phnom Penh' },
  { id: 'siem-reap', label: 'Siem Reap' },
  { id: 'battambang', label: 'Battambang' },
];
const provincesKh = [
  { id: 'phnom-penh', label: 'រាជធានីភ្នំពេញ' },
  { id: 'siem-reap', label: 'ខេត្តសៀមរាប' },
  { id: 'battambang', label: 'ខេត្តបាត់ដំបង' },
];

const meta = {
  title: 'Components/Forms/NativeSelect',
  component: NativeSelect,
  args: { label: 'Province', items: provinces, defaultValue: 'phnom-penh' },
} satisfies Meta<typeof NativeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Province' });
    await userEvent.selectOptions(select, 'siem-reap');
    await expect(select).toHaveValue('siem-reap');
  },
};
export const Khmer: Story = { globals: { lang: 'kh' }, args: { label: 'ខេត្ត', items: provincesKh } };
export const Optional: Story = {
  args: { placeholder: 'Choose…', defaultValue: '', description: 'Where the office is' },
};
export const Invalid: Story = {
  args: { isRequired: true, placeholder: 'Choose…', defaultValue: '', errorMessage: 'Choose a province.' },
};
export const Compact: Story = { args: { label: undefined, 'aria-label': 'Province', size: 'sm' } };
export const Disabled: Story = { args: { isDisabled: true } };
