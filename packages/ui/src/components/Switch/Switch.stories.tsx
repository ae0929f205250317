import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Forms/Switch',
  component: Switch,
  args: { children: 'Show comparative figures' },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(within(canvasElement).getByRole('switch')).toBeChecked();
  },
};
export const Khmer: Story = { globals: { lang: 'kh' }, args: { children: 'បង្ហាញតួលេខប្រៀបធៀប', defaultSelected: true } };
export const Disabled: Story = { args: { isDisabled: true } };
