import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileDrop } from './FileDrop';

const meta = {
  title: 'Components/Forms/FileDrop',
  component: FileDrop,
  args: {
    label: 'Trial balance file',
    acceptedFileTypes: ['.csv', '.xlsx'],
    maxSize: 10 * 1024 * 1024,
    onSelect: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof FileDrop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Keyboard order: the drop zone's own (visually hidden) button for keyboard and screen reader drops, then Browse.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Drag and drop a file here/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Browse files/ })).toHaveFocus();
  },
};
export const Khmer: Story = { globals: { lang: 'kh' }, args: { label: 'ឯកសារតារាងតុល្យការ' } };
export const WithError: Story = { args: { errorMessage: 'Invalid headers: code, name, debit, credit expected.' } };
export const Disabled: Story = { args: { isDisabled: true } };
