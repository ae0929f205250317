import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
  decorators: [(Story) => <div style={{ minHeight: 200 }}>{Story()}</div>],
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
