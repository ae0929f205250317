import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Components/Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Submit to the e-filing platform?',
    children: 'The statement, its XBRL and PDF are sent to the regulator. You cannot edit them afterwards.',
    actionLabel: 'Submit',
    onConfirm: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button>{args.actionLabel}</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Submit: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    const action = within(dialog).getByRole('button', { name: 'Submit' });
    await expect(action).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox'), 'confirm');
    await userEvent.click(action);
    await expect(args.onConfirm).toHaveBeenCalledWith('confirm');
  },
};
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: {
    title: 'ដាក់ស្នើទៅប្រព័ន្ធដាក់ឯកសារតាមអេឡិចត្រូនិក?',
    children: 'របាយការណ៍ហិរញ្ញវត្ថុនឹងត្រូវផ្ញើទៅនិយ័តករគណនេយ្យ និងសវនកម្ម។',
    actionLabel: 'ដាក់ស្នើ',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ដាក់ស្នើ' }));
    await expect(await within(document.body).findByRole('alertdialog')).toBeInTheDocument();
  },
};
