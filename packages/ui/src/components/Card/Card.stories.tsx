import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { StatusBadge } from '../StatusBadge';
import { Card } from './Card';

const meta = {
  title: 'Components/Structure/Card',
  component: Card,
  args: {
    title: 'Upcoming filing',
    description: 'Financial year 2025',
    actions: <StatusBadge tone="grey" label="Draft" />,
    children: <p>Due on 03/31/2026.</p>,
    footer: <Button size="sm">Continue</Button>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: {
    title: 'ការដាក់ស្នើខាងមុខ',
    description: 'ឆ្នាំហិរញ្ញវត្ថុ 2025',
    children: <p>ត្រូវដាក់ស្នើមុនថ្ងៃទី 31 ខែមីនា ឆ្នាំ 2026។</p>,
    footer: <Button size="sm">បន្ត</Button>,
  },
};
export const UnbrokenKhmerTitle: Story = {
  globals: { lang: 'kh' },
  args: { title: 'កំណត់សម្គាល់លើរបាយការណ៍ហិរញ្ញវត្ថុនិងគោលនយោបាយគណនេយ្យសំខាន់ៗរបស់អង្គភាពរាយការណ៍' },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};
