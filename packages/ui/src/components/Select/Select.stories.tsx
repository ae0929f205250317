import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const legalForms = [
  { id: 'sole', label: 'Sole proprietorship' },
  { id: 'llc', label: 'Limited liability company' },
  { id: 'private', label: 'Private limited company' },
  { id: 'public', label: 'Public limited company' },
  { id: 'ngo', label: 'NGOs and associations' },
];
const legalFormsKh = [
  { id: 'sole', label: 'សហគ្រាសឯកបុគ្គល' },
  { id: 'llc', label: 'ក្រុមហ៊ុនទទួលខុសត្រូវមានកម្រិត' },
  { id: 'private', label: 'ក្រុមហ៊ុនឯកជនទទួលខុសត្រូវមានកម្រិត' },
  { id: 'public', label: 'ក្រុមហ៊ុនមហាជនទទួលខុសត្រូវមានកម្រិត' },
  { id: 'ngo', label: 'អង្គការមិនមែនរដ្ឋាភិបាល និងសមាគម' },
];

const meta = {
  title: 'Components/Forms/Select',
  component: Select,
  args: { label: 'Legal form', items: legalForms },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Public limited company' }));
    await expect(canvas.getByRole('button')).toHaveTextContent('Public limited company');
  },
};
export const Khmer: Story = { globals: { lang: 'kh' }, args: { label: 'ទម្រង់គតិយុត្ត', items: legalFormsKh } };
export const KhmerSelected: Story = {
  globals: { lang: 'kh' },
  args: { label: 'ទម្រង់គតិយុត្ត', items: legalFormsKh, defaultSelectedKey: 'private' },
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Field is required', isRequired: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'llc' } };
