import type { Meta, StoryObj } from '@storybook/react-vite';
import { KpiTile } from '../KpiTile';
import { Tiles } from './Tiles';

const figures = [
  ['Revenue', '1,250,000,000 KHR'],
  ['Net profit', '84,000,000 KHR'],
  ['Total assets', '2,900,000,000 KHR'],
  ['Equity', '1,100,000,000 KHR'],
];
const figuresKh = [
  ['ចំណូល', '1,250,000,000 រៀល'],
  ['ប្រាក់ចំណេញសុទ្ធ', '84,000,000 រៀល'],
  ['ទ្រព្យសកម្មសរុប', '2,900,000,000 រៀល'],
];

const meta = {
  title: 'Components/Layout/Tiles',
  component: Tiles,
  args: {
    space: 'md',
    minColumnWidth: '200px',
    children: figures.map(([label, value]) => <KpiTile key={label} label={label} value={value} />),
  },
} satisfies Meta<typeof Tiles>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Two tiles with `fit`: they widen into the empty columns. */
export const Fit: Story = {
  args: {
    fit: 'fit',
    minColumnWidth: '280px',
    children: figures.slice(0, 2).map(([label, value]) => <KpiTile key={label} label={label} value={value} />),
  },
};
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: { children: figuresKh.map(([label, value]) => <KpiTile key={label} label={label} value={value} />) },
};
