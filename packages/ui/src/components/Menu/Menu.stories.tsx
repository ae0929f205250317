import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Menu, MenuItem, MenuSeparator } from './Menu';

const meta = {
  title: 'Components/Overlays/Menu',
  component: Menu,
  args: { trigger: <Button variant="secondary">Actions</Button>, onAction: fn() },
  decorators: [(Story) => <div style={{ minHeight: 240 }}>{Story()}</div>],
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Menu {...args}>
      <MenuItem id="draft" icon="file">
        Save draft
      </MenuItem>
      <MenuItem id="xbrl" icon="upload">
        Export XBRL
      </MenuItem>
      <MenuSeparator />
      <MenuItem id="reset" isDanger>
        Reset status
      </MenuItem>
    </Menu>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Export XBRL' }));
    await expect(args.onAction).toHaveBeenCalled();
  },
};
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: { trigger: <Button variant="secondary">សកម្មភាព</Button> },
  render: (args) => (
    <Menu {...args}>
      <MenuItem id="draft" icon="file">
        រក្សាទុកសេចក្តីព្រាង
      </MenuItem>
      <MenuItem id="settings">ការកំណត់</MenuItem>
      <MenuSeparator />
      <MenuItem id="out" isDanger>
        ចាកចេញ
      </MenuItem>
    </Menu>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'សកម្មភាព' }));
  },
};
