import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Text } from '../Text';
import { Stack } from './Stack';

const meta = {
  title: 'Components/Layout/Stack',
  component: Stack,
  args: {
    space: 'md',
    children: [
      <h2 key="h">Trial balance</h2>,
      <Text key="t" as="p" tone="muted">
        Import the year's trial balance as a CSV or Excel file.
      </Text>,
      <Alert key="a" tone="info" title="Financial year 2025" />,
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** `align="start"`: each item as wide as its content. */
export const AlignStart: Story = {
  args: {
    space: 'sm',
    align: 'start',
    children: [
      <Button key="1">Import</Button>,
      <Button key="2" variant="secondary">
        Download the template
      </Button>,
    ],
  },
};
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: {
    children: [
      <h2 key="h">តារាងតុល្យភាពសាកល្បង</h2>,
      <Text key="t" as="p" tone="muted">
        នាំចូលតារាងតុល្យភាពសាកល្បងនៃឆ្នាំជាឯកសារ CSV ឬ Excel។
      </Text>,
      <Alert key="a" tone="info" title="ឆ្នាំហិរញ្ញវត្ថុ 2025" />,
    ],
  },
};
