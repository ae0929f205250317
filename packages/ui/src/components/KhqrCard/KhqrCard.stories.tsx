import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { KhqrCard } from './KhqrCard';

/** A stand-in picture for the stories (the product draws the real code from the payload with the `qrcode` package). */
const image = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><rect width="21" height="21" fill="#fff"/><path d="M0 0h7v7H0zM14 0h7v7h-7zM0 14h7v7H0zM9 9h3v3H9zM15 15h3v3h-3z" fill="#000"/></svg>',
)}`;
const fixedNow = Date.parse('2026-11-25T09:00:00Z');

const meta = {
  title: 'Components/Payment/KhqrCard',
  component: KhqrCard,
  args: {
    image,
    merchantName: 'Accounting and Auditing Regulator',
    amount: '400,000 KHR',
    billNumber: 'INV-2026-000002',
    expiresAt: '2026-11-25T09:14:30Z',
    onRenew: fn(),
    now: () => fixedNow,
  },
} satisfies Meta<typeof KhqrCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: { merchantName: 'និយ័តករគណនេយ្យ និងសវនកម្ម', amount: '៤០០.០០០ KHR' },
};
export const Expired: Story = { args: { expiresAt: '2026-11-25T08:59:00Z' } };
export const ExpiredKhmer: Story = { globals: { lang: 'kh' }, args: { expiresAt: '2026-11-25T08:59:00Z' } };
export const Paid: Story = { args: { isPaid: true } };
