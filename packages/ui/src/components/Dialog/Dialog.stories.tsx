import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog, DialogTrigger } from './Dialog';

const meta = { title: 'Components/Overlays/Dialog', component: Dialog } satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { title: 'Invite a user', children: null },
  render: () => (
    <DialogTrigger>
      <Button>Invite a user</Button>
      <Dialog
        title="Invite a user"
        footer={({ close }) => (
          <>
            <Button variant="ghost" onPress={close}>
              Cancel
            </Button>
            <Button onPress={close}>Send invitation</Button>
          </>
        )}
      >
        <TextField label="Email" type="email" autoFocus />
      </Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Invite a user' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toBeInTheDocument();
  },
};
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: { title: 'អញ្ជើញអ្នកប្រើប្រាស់', children: null },
  render: () => (
    <DialogTrigger defaultOpen>
      <Button>អញ្ជើញអ្នកប្រើប្រាស់</Button>
      <Dialog
        title="អញ្ជើញអ្នកប្រើប្រាស់ថ្មីឱ្យចូលរួមរៀបចំរបាយការណ៍ហិរញ្ញវត្ថុរបស់អង្គភាពរាយការណ៍"
        footer={({ close }) => <Button onPress={close}>ដាក់ស្នើ</Button>}
      >
        <TextField label="អ៊ីមែល" type="email" />
      </Dialog>
    </DialogTrigger>
  ),
};

/** Controlled: opened by the app (a table row's action), no DialogTrigger; content closes it with `close`. */
function RowAction({ kh }: { kh?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {kh ? 'កែប្រែតួនាទី' : 'Change role'}
      </Button>
      <Dialog
        title={kh ? 'កែប្រែតួនាទីអ្នកប្រើប្រាស់' : 'Change the user’s role'}
        isOpen={open}
        onOpenChange={setOpen}
        footer={({ close }) => <Button onPress={close}>{kh ? 'រក្សាទុក' : 'Save'}</Button>}
      >
        {kh ? 'sok.dara@example.com នឹងក្លាយជាអ្នកគ្រប់គ្រង។' : 'sok.dara@example.com becomes an admin.'}
      </Dialog>
    </>
  );
}
export const Controlled: Story = {
  args: { title: 'Change the user’s role', children: null },
  render: () => <RowAction />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Change role' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Change the user’s role' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
export const ControlledKhmer: Story = {
  globals: { lang: 'kh' },
  args: { title: 'កែប្រែតួនាទីអ្នកប្រើប្រាស់', children: null },
  render: () => <RowAction kh />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'កែប្រែតួនាទី' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'បិទ' })).toBeInTheDocument();
  },
};
