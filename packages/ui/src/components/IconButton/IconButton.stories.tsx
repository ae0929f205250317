import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { icon: 'bell', label: 'Notifications', onPress: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalled();
  },
};
export const WithBadge: Story = { args: { badge: 7 } };
export const Khmer: Story = { globals: { lang: 'kh' }, args: { label: 'ការជូនដំណឹង', badge: 12 } };
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton {...args} variant="primary" icon="plus" label="Add" />
      <IconButton {...args} variant="secondary" icon="upload" label="Upload" />
      <IconButton {...args} variant="ghost" icon="more" label="More actions" />
      <IconButton {...args} variant="danger" icon="close" label="Remove" />
      <IconButton {...args} isDisabled icon="search" label="Search" />
    </div>
  ),
};
