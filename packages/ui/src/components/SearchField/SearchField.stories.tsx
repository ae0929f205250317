import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Components/Forms/SearchField',
  component: SearchField,
  args: { 'aria-label': 'Search accounts' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox');
    await userEvent.click(box);
    await userEvent.keyboard('cash');
    await expect(box).toHaveValue('cash');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
  },
};
export const WithLabel: Story = { args: { label: 'Search accounts' } };
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: { 'aria-label': 'ស្វែងរកគណនី', defaultValue: 'សាច់ប្រាក់' },
};
export const Disabled: Story = { args: { isDisabled: true } };
