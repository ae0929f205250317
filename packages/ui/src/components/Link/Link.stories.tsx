import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#resources', children: 'Resources and guides' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
  },
};
export const Standalone: Story = { args: { variant: 'standalone' } };
export const Khmer: Story = { globals: { lang: 'kh' }, args: { children: 'ធនធាន និងការណែនាំ' } };
export const Disabled: Story = { args: { isDisabled: true } };
