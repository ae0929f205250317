import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Components/Forms/NumberField',
  component: NumberField,
  args: { label: 'Number of employees', defaultValue: 42, minValue: 0 },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox');
    await userEvent.click(box);
    await userEvent.keyboard('{ArrowUp}');
    await expect(box).toHaveValue('43');
  },
};
export const Khmer: Story = { globals: { lang: 'kh' }, args: { label: 'ចំនួនបុគ្គលិកសរុប' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Must not be more than the total' } };
export const Disabled: Story = { args: { isDisabled: true } };
