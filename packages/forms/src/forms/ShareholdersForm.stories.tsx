import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { ShareholdersForm } from './ShareholdersForm';

const shareholders = [
  { name: 'Sok Dara', shares: '600', paidUpKhr: '6,000,000' },
  { name: 'ចាន់ សុភា', shares: '400', paidUpKhr: '4,000,000' },
];

const meta = {
  title: 'Forms/Shareholders',
  component: ShareholdersForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof ShareholdersForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { args: { defaultValues: { shareholders } } };
export const Khmer: Story = { args: { defaultValues: { shareholders } }, globals: { lang: 'kh' } };
export const WithErrors: Story = {
  args: {
    defaultValues: {
      shareholders: [
        { name: 'Sok Dara', shares: '0', paidUpKhr: '6,000,000.50' },
        { name: 'sok dara', shares: '១០០', paidUpKhr: '-1' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Save|រក្សាទុក/ }));
  },
};
export const WithErrorsKhmer: Story = { ...WithErrors, globals: { lang: 'kh' } };
