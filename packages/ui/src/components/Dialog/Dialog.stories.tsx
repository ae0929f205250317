import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
