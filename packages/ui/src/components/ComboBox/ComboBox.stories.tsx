import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ComboBox } from './ComboBox';

const provinces = [
  { id: 'pp', label: 'Phnom Penh' },
  { id: 'sr', label: 'Siem Reap' },
  { id: 'bb', label: 'Battambang' },
  { id: 'kp', label: 'Kampot' },
  { id: 'kc', label: 'Kampong Cham' },
];
const provincesKh = [
  { id: 'pp', label: 'រាជធានីភ្នំពេញ' },
  { id: 'sr', label: 'សៀមរាប' },
  { id: 'bb', label: 'បាត់ដំបង' },
  { id: 'kp', label: 'កំពត' },
  { id: 'kc', label: 'កំពង់ចាម' },
];

const meta = {
  title: 'Components/Forms/ComboBox',
  component: ComboBox,
  args: { label: 'Province', defaultItems: provinces },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 300 }}>{Story()}</div>],
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox');
    await userEvent.click(box);
    await userEvent.keyboard('Kam');
    const options = await within(document.body).findAllByRole('option');
    await expect(options).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(box).toHaveValue('Kampot');
  },
};
export const Khmer: Story = { globals: { lang: 'kh' }, args: { label: 'ខេត្ត', defaultItems: provincesKh } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Field is required' } };
export const Disabled: Story = { args: { isDisabled: true } };
