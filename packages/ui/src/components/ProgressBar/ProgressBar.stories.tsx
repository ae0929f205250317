import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Validating', value: 64 },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Indeterminate: Story = { args: { isIndeterminate: true, label: 'Importing the trial balance' } };
export const Khmer: Story = { globals: { lang: 'kh' }, args: { label: 'កំពុងផ្ទៀងផ្ទាត់', value: 30 } };
