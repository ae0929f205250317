import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
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

/** Removing a user: the user's email must be typed; opened from a row action (controlled). */
function RemoveUser({ kh, onConfirm }: { kh?: boolean; onConfirm: (typed: string) => void }) {
  const [removing, setRemoving] = useState<string | null>(null);
  const email = 'sok.dara@example.com';
  return (
    <>
      <Button variant="danger" onPress={() => setRemoving(email)}>
        {kh ? 'ដកអ្នកប្រើប្រាស់ចេញ' : 'Remove user'}
      </Button>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={kh ? 'ដកអ្នកប្រើប្រាស់ចេញពីអង្គភាព?' : 'Remove the user from this entity?'}
        actionLabel={kh ? 'ដកចេញ' : 'Remove'}
        variant="danger"
        confirmationText={removing ?? ''}
        confirmationLabel={kh ? `វាយអ៊ីមែលរបស់អ្នកប្រើប្រាស់ ${email} ដើម្បីបញ្ជាក់` : `Type the user's email ${email} to confirm`}
        onConfirm={onConfirm}
      >
        {kh ? `${email} នឹងបាត់បង់សិទ្ធិចូលប្រើអង្គភាពនេះ។` : `${email} loses access to this entity.`}
      </ConfirmDialog>
    </>
  );
}

export const TypedEmail: Story = {
  render: (args) => <RemoveUser onConfirm={args.onConfirm} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove user' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    const action = within(dialog).getByRole('button', { name: 'Remove' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'confirm');
    await expect(action).toBeDisabled();
    await userEvent.clear(within(dialog).getByRole('textbox'));
    await userEvent.type(within(dialog).getByRole('textbox'), 'sok.dara@example.com');
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('sok.dara@example.com');
  },
};
export const TypedEmailKhmer: Story = {
  globals: { lang: 'kh' },
  render: (args) => <RemoveUser kh onConfirm={args.onConfirm} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ដកអ្នកប្រើប្រាស់ចេញ' }));
    await expect(await within(document.body).findByRole('alertdialog')).toBeInTheDocument();
  },
};
