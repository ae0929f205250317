import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { StatusBadge } from '../StatusBadge';
import { Inline } from './Inline';

const meta = {
  title: 'Components/Layout/Inline',
  component: Inline,
  args: {
    space: 'sm',
    children: [
      <Button key="1">Validate</Button>,
      <Button key="2" variant="secondary">
        Download PDF
      </Button>,
      <Button key="3" variant="secondary">
        Download XBRL
      </Button>,
      <StatusBadge key="4" tone="blue" label="In review" />,
    ],
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** On a narrow screen the row wraps; the space holds down as well as across. */
export const Wrapping: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
};
export const SpaceBetween: Story = { args: { align: 'spaceBetween', space: 'md' } };
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: {
    children: [
      <Button key="1">ផ្ទៀងផ្ទាត់</Button>,
      <Button key="2" variant="secondary">
        ទាញយក PDF
      </Button>,
      <StatusBadge key="4" tone="blue" label="កំពុងពិនិត្យ" />,
    ],
  },
};
