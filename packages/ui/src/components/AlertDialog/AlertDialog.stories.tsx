import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'Components/Overlays/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Clear all data?',
    children: 'The trial balance and manual input of this statement are removed.',
    actionLabel: 'Clear data',
    variant: 'danger',
    onAction: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">{args.actionLabel}</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear data' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear data' }));
    await expect(args.onAction).toHaveBeenCalled();
  },
};
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: {
    title: 'សម្អាតទិន្នន័យទាំងអស់?',
    children: 'តារាងតុល្យការ និងទិន្នន័យបញ្ចូលដោយដៃនឹងត្រូវលុប។',
    actionLabel: 'សម្អាតទិន្នន័យ',
    errorMessage: 'មិនអាចសម្អាតបានទេ សូមព្យាយាមម្តងទៀត។',
  },
};
