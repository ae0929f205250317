import type { Meta, StoryObj } from '@storybook/react-vite';
import { Group, Input, TextField as RACTextField } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { input, inputBox } from '../../styles/shared.css';
import { Button } from '../Button';
import { Form } from '../Form';
import { FieldDescription, FieldError, FieldLabel, fieldStyles } from './Field';

/** A field an app composes from the parts (a react-aria TextField with the package's label, help and error). */
function TinField({
  label,
  description,
  error,
  isRequired,
  defaultValue,
}: {
  label: string;
  description?: string;
  error?: string;
  isRequired?: boolean;
  defaultValue?: string;
}) {
  return (
    <RACTextField
      name="vatTin"
      className={fieldStyles.field}
      isRequired={isRequired}
      defaultValue={defaultValue}
      validate={(value) => (value && !/^[A-Z]\d{3}-\d{9}$/.test(value) ? (error ?? null) : null)}
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Group className={inputBox}>
        <Input className={input} />
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError />
    </RACTextField>
  );
}

const meta = {
  title: 'Components/Forms/Field',
  component: TinField,
  args: {
    label: 'VAT TIN',
    description: 'As on the certificate, e.g. K001-123456789.',
    error: 'Enter the VAT TIN as K001-123456789.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TinField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Focus the field, then Tab away: validation runs on leaving it. */
async function leaveTheField({ canvasElement }: { canvasElement: HTMLElement }) {
  await userEvent.click(within(canvasElement).getByRole('textbox'));
  await userEvent.tab();
}

export const Parts: Story = {};
export const Required: Story = { args: { isRequired: true } };
/** FieldError appears only once the field is invalid, and is linked to the input (keyboard: type, then Tab away). */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'VAT TIN' })).toHaveFocus();
    await userEvent.keyboard('123');
    await userEvent.tab();
    const box = canvas.getByRole('textbox', { name: 'VAT TIN' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(/Enter the VAT TIN as K001-123456789\./);
  },
};
export const InvalidKhmer: Story = {
  globals: { lang: 'kh' },
  args: {
    label: 'លេខអត្តសញ្ញាណកម្មសារពើពន្ធ',
    description: 'ដូចក្នុងវិញ្ញាបនបត្រ ឧ. K001-123456789។',
    error: 'សូមបញ្ចូលលេខអត្តសញ្ញាណកម្មសារពើពន្ធតាមទម្រង់ K001-123456789។',
    isRequired: true,
    defaultValue: '123',
  },
  play: async (context) => {
    await leaveTheField(context);
    await expect(within(context.canvasElement).getByText(/សូមបញ្ចូលលេខអត្តសញ្ញាណកម្មសារពើពន្ធ/)).toBeInTheDocument();
  },
};
export const UnbrokenKhmer: Story = {
  globals: { lang: 'kh' },
  args: {
    label: 'លេខអត្តសញ្ញាណកម្មសារពើពន្ធលើតម្លៃបន្ថែមរបស់សហគ្រាសដែលបានចុះបញ្ជីនៅអគ្គនាយកដ្ឋានពន្ធដារ',
    description: 'ដូចក្នុងវិញ្ញាបនបត្រចុះបញ្ជីអាករលើតម្លៃបន្ថែមដែលចេញដោយអគ្គនាយកដ្ឋានពន្ធដារនៃក្រសួងសេដ្ឋកិច្ចនិងហិរញ្ញវត្ថុ',
    error: 'សូមបញ្ចូលលេខអត្តសញ្ញាណកម្មសារពើពន្ធតាមទម្រង់ដែលមានក្នុងវិញ្ញាបនបត្រចុះបញ្ជីអាករលើតម្លៃបន្ថែម',
    defaultValue: 'x',
  },
  play: leaveTheField,
};
/** A server's error for the field's name, through Form's validationErrors, shows in FieldError. */
export const ServerError: Story = {
  render: (args) => (
    <Form validationErrors={{ vatTin: 'This VAT TIN belongs to another entity.' }}>
      <TinField {...args} defaultValue="K001-123456789" />
      <Button type="submit">Save</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      /This VAT TIN belongs to another entity\./,
    );
  },
};
export const ServerErrorKhmer: Story = {
  globals: { lang: 'kh' },
  args: { label: 'លេខអត្តសញ្ញាណកម្មសារពើពន្ធ', description: undefined },
  render: (args) => (
    <Form validationErrors={{ vatTin: 'លេខនេះជារបស់អង្គភាពផ្សេង។' }}>
      <TinField {...args} defaultValue="K001-123456789" />
      <Button type="submit">រក្សាទុក</Button>
    </Form>
  ),
};
