import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No financial statements yet',
    description: 'Start your first statement to prepare, validate and submit it.',
    action: <Button>New financial statements</Button>,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: {
    title: 'មិនទាន់មានរបាយការណ៍ហិរញ្ញវត្ថុនៅឡើយ',
    description: 'ចាប់ផ្តើមរបាយការណ៍ដំបូងរបស់អ្នក ដើម្បីរៀបចំ ផ្ទៀងផ្ទាត់ និងដាក់ស្នើ។',
    action: <Button>របាយការណ៍ហិរញ្ញវត្ថុថ្មី</Button>,
  },
};
