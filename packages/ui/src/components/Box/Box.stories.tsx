import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box';

const meta = {
  title: 'Components/Layout/Box',
  component: Box,
  args: {
    as: 'section',
    'aria-label': 'A surface',
    background: 'surface',
    border: 'standard',
    borderRadius: 'md',
    boxShadow: 'sm',
    padding: 'md',
    children: 'A surface made of sprinkles: background, border, radius, shadow and padding from the theme.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Display, direction, gap, padding and grid columns are responsive: more padding from a tablet up. */
export const Responsive: Story = {
  args: { padding: { phone: 'sm', tablet: 'lg' }, background: 'sunken' },
};
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: { 'aria-label': 'ផ្ទៃ', children: 'ផ្ទៃដែលរៀបចំដោយពណ៌ ស៊ុម និងចន្លោះនៃស្បែក។' },
};
