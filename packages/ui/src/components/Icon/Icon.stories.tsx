import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, iconNames } from './Icon';

const meta = { title: 'Foundations/Icons', component: Icon, args: { name: 'calendar' } } satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 16 }}>
      {iconNames.map((name) => (
        <div key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Icon name={name} size={24} />
          <code>{name}</code>
        </div>
      ))}
    </div>
  ),
};
export const Labelled: Story = { args: { name: 'bell', label: 'Notifications', size: 32 } };
