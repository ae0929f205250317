import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Components/Overlays/Tooltip',
  component: Tooltip,
  args: { content: 'Download the XBRL package', children: <IconButton icon="upload" label="Download" /> },
  decorators: [(Story) => <div style={{ padding: 48 }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await userEvent.tab();
    await expect(await within(document.body).findByRole('tooltip')).toBeInTheDocument();
  },
};
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: { content: 'ទាញយកកញ្ចប់ XBRL', children: <IconButton icon="upload" label="ទាញយក" /> },
  play: async () => {
    await userEvent.tab();
  },
};
