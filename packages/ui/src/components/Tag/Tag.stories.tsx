import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TagGroup, type TagItem } from './Tag';

function Removable({ initial, label }: { initial: TagItem[]; label: string }) {
  const [items, setItems] = useState(initial);
  return (
    <TagGroup label={label} items={items} onRemove={(keys) => setItems((all) => all.filter((i) => !keys.has(i.id)))} />
  );
}

const meta = {
  title: 'App/Tag',
  component: TagGroup,
  args: {
    label: 'Sustainable development goals',
    items: [
      { id: 4, label: 'Quality education' },
      { id: 5, label: 'Gender equality' },
      { id: 8, label: 'Decent work and economic growth' },
    ],
  },
} satisfies Meta<typeof TagGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const RemovableTags: Story = {
  render: (args) => <Removable initial={args.items} label="SDGs" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Remove Gender equality/ }));
    await expect(canvas.queryByText('Gender equality')).toBeNull();
  },
};
export const Khmer: Story = {
  globals: { lang: 'kh' },
  render: () => (
    <Removable
      label="គោលដៅអភិវឌ្ឍន៍ប្រកបដោយចីរភាព"
      initial={[
        { id: 4, label: 'ការអប់រំប្រកបដោយគុណភាព' },
        { id: 5, label: 'សមភាពយេនឌ័រ' },
      ]}
    />
  ),
};
