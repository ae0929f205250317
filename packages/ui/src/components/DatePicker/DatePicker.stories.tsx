import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Calendar } from './Calendar';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'Components/Forms/DatePicker',
  component: DatePicker,
  args: { label: 'Period end' },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('12312025');
    await expect(canvas.getAllByRole('spinbutton').map((s) => s.textContent)).toEqual(['12', '31', '2025']);
  },
};
export const Khmer: Story = { globals: { lang: 'kh' }, args: { label: 'កាលបរិច្ឆេទចុងគ្រា' } };
export const KhmerCalendarOpen: Story = {
  globals: { lang: 'kh' },
  args: { label: 'កាលបរិច្ឆេទចុងគ្រា', defaultValue: new CalendarDate(2025, 12, 31) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /បើកប្រតិទិន/ }));
    await expect(await within(document.body).findByRole('dialog')).toBeInTheDocument();
  },
};
export const Invalid: Story = {
  args: {
    label: 'Date of authorisation for issue',
    isInvalid: true,
    errorMessage: 'Must be on or after the date of signing',
    defaultValue: new CalendarDate(2025, 1, 15),
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: new CalendarDate(2025, 12, 31) } };
export const CalendarKhmer: StoryObj<typeof Calendar> = {
  globals: { lang: 'kh' },
  render: () => <Calendar aria-label="ប្រតិទិន" defaultValue={new CalendarDate(2026, 4, 13)} />,
};
