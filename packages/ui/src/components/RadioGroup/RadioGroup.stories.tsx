import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Components/Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Profit or loss presented',
    defaultValue: 'function',
    children: [
      <Radio key="f" value="function">
        By function
      </Radio>,
      <Radio key="n" value="nature">
        By nature
      </Radio>,
    ],
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'By nature' })).toBeChecked();
  },
};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: {
    label: 'ទម្រង់គតិយុត្ត',
    defaultValue: 'llc',
    children: [
      <Radio key="s" value="sole">
        សហគ្រាសឯកបុគ្គល
      </Radio>,
      <Radio key="l" value="llc">
        ក្រុមហ៊ុនទទួលខុសត្រូវមានកម្រិត
      </Radio>,
      <Radio key="n" value="ngo">
        អង្គការមិនមែនរដ្ឋាភិបាល និងសមាគម
      </Radio>,
    ],
  },
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Field is required', defaultValue: undefined } };
export const Disabled: Story = { args: { isDisabled: true } };
