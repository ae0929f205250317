import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { PopoverDialog } from './Popover';

const meta = {
  title: 'Components/Overlays/Popover',
  component: PopoverDialog,
  args: {
    trigger: <Button variant="secondary">What is a possible error?</Button>,
    'aria-label': 'Possible error',
    children: <p style={{ maxWidth: 280 }}>A warning to check; it does not block filing.</p>,
  },
  decorators: [(Story) => <div style={{ minHeight: 260 }}>{Story()}</div>],
} satisfies Meta<typeof PopoverDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await within(document.body).findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: {
    trigger: <Button variant="secondary">កំហុសដែលអាចកើតមាន</Button>,
    'aria-label': 'កំហុសដែលអាចកើតមាន',
    children: <p style={{ maxWidth: 280 }}>ការព្រមានដែលត្រូវពិនិត្យ វាមិនរារាំងការដាក់ស្នើទេ។</p>,
  },
};

const entities = ['Angkor Trading Co., Ltd.', 'Mekong Logistics Plc.', 'ក្រុមហ៊ុនពាណិជ្ជកម្មអង្គរឯកជនទទួលខុសត្រូវមានកម្រិត'];

/** Content closes the popover through the `close` it receives: choosing an entity closes the switcher. */
function EntitySwitcher({ label }: { label: string }) {
  const [current, setCurrent] = useState(entities[0]!);
  return (
    <PopoverDialog aria-label={label} placement="bottom start" trigger={<Button variant="secondary">{current}</Button>}>
      {({ close }) => (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4, maxWidth: 320 }}>
          {entities.map((name) => (
            <li key={name}>
              <Button
                variant={name === current ? 'primary' : 'ghost'}
                aria-current={name === current ? 'true' : undefined}
                onPress={() => {
                  setCurrent(name);
                  close();
                }}
              >
                {name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </PopoverDialog>
  );
}

export const CloseFromContent: Story = {
  render: () => <EntitySwitcher label="Switch entity" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: entities[0] }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Switch entity' });
    await userEvent.click(within(dialog).getByRole('button', { name: entities[1] }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: entities[1] })).toHaveFocus());
  },
};
export const CloseFromContentKhmer: Story = {
  globals: { lang: 'kh' },
  render: () => <EntitySwitcher label="ប្តូរអង្គភាព" />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await within(document.body).findByRole('dialog', { name: 'ប្តូរអង្គភាព' })).toBeInTheDocument();
  },
};

/** Controlled: the app owns the open state (a notifications panel closes after "Mark all read"). */
function Notifications() {
  const [open, setOpen] = useState(false);
  const [unread, setUnread] = useState(2);
  return (
    <PopoverDialog
      aria-label="Notifications"
      isOpen={open}
      onOpenChange={setOpen}
      trigger={<Button variant="secondary">{`Notifications (${unread})`}</Button>}
    >
      <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
        <p style={{ margin: 0 }}>Your statement for 2025 was validated.</p>
        <p style={{ margin: 0 }}>Invoice INV-0042 is due.</p>
        <Button
          size="sm"
          onPress={() => {
            setUnread(0);
            setOpen(false);
          }}
        >
          Mark all read
        </Button>
      </div>
    </PopoverDialog>
  );
}

export const Controlled: Story = {
  render: () => <Notifications />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications (2)' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Notifications (0)' })).toBeInTheDocument();
  },
};
