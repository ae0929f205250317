import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';

const meta = {
  title: 'Components/Forms/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Financial year' },
  decorators: [(Story) => <div style={{ maxWidth: 420, minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('0101202512312025');
    await expect(within(canvasElement).getAllByRole('spinbutton')[5]).toHaveTextContent('2025');
  },
};
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: {
    label: 'ឆ្នាំហិរញ្ញវត្ថុ',
    defaultValue: { start: new CalendarDate(2025, 1, 1), end: new CalendarDate(2025, 12, 31) },
  },
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'A reporting period must be selected' } };
export const Disabled: Story = { args: { isDisabled: true } };
