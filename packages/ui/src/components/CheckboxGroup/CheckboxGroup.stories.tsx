import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const meta = {
  title: 'Components/Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Funding source',
    children: [
      <Checkbox key="g" value="government">
        Government
      </Checkbox>,
      <Checkbox key="a" value="agencies">
        Agencies in the country
      </Checkbox>,
      <Checkbox key="i" value="international">
        International agencies
      </Checkbox>,
    ],
  },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Government' }));
    await expect(canvas.getByRole('checkbox', { name: 'Government' })).toBeChecked();
  },
};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: {
    label: 'ប្រភពមូលនិធិ',
    children: [
      <Checkbox key="g" value="government">
        រដ្ឋាភិបាល
      </Checkbox>,
      <Checkbox key="a" value="agencies">
        ទីភ្នាក់ងារក្នុងប្រទេស
      </Checkbox>,
      <Checkbox key="i" value="international">
        ទីភ្នាក់ងារអន្តរជាតិ
      </Checkbox>,
    ],
  },
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose at least one' } };
export const Disabled: Story = { args: { isDisabled: true } };
