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
/** A long list (the 17 SDGs) in as many columns as fit, instead of one long column. */
export const Columns: Story = {
  args: {
    label: 'Sustainable development goals',
    columns: true,
    children: Array.from({ length: 17 }, (_, i) => (
      <Checkbox key={i} value={String(i + 1)}>
        {`Goal ${i + 1}`}
      </Checkbox>
    )),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('checkbox', { name: 'Goal 1' }).closest('label')!.getBoundingClientRect();
    const second = canvas.getByRole('checkbox', { name: 'Goal 2' }).closest('label')!.getBoundingClientRect();
    // Side by side: the second goal starts a new column on the first one's row.
    await expect(Math.round(second.top)).toBe(Math.round(first.top));
  },
};
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
