import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Components/Structure/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { id: 'home', label: 'Dashboard', href: '#overview' },
      { id: 'fs', label: 'Financial statements', href: '#statements' },
      { id: '2025', label: '2025' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: {
    items: [
      { id: 'home', label: 'ផ្ទាំងគ្រប់គ្រង', href: '#overview' },
      { id: 'fs', label: 'របាយការណ៍ហិរញ្ញវត្ថុ', href: '#statements' },
      { id: 'position', label: 'របាយការណ៍ស្ថានភាពហិរញ្ញវត្ថុ' },
    ],
  },
};
