import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Components/Forms/TextField',
  component: TextField,
  args: { label: 'Company name', description: 'As written on the registration certificate' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('Angkor Trading Co., Ltd.');
    await expect(canvas.getByRole('textbox')).toHaveValue('Angkor Trading Co., Ltd.');
  },
};
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: { label: 'ឈ្មោះអង្គភាពរាយការណ៍', description: 'ដូចមានក្នុងវិញ្ញាបនបត្រចុះបញ្ជី', placeholder: 'ក្រុមហ៊ុន…' },
};
export const Required: Story = { args: { label: 'Email', isRequired: true, type: 'email' } };
export const Invalid: Story = {
  args: { label: 'Email', isInvalid: true, errorMessage: 'Invalid email', defaultValue: 'demo@' },
};
export const InvalidKhmer: Story = {
  globals: { lang: 'kh' },
  args: { label: 'អ៊ីមែល', isInvalid: true, errorMessage: 'អ៊ីមែលមិនត្រឹមត្រូវ', defaultValue: 'demo@' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Angkor Trading Co., Ltd.' } };
export const WithPrefix: Story = { args: { label: 'Registered capital', prefix: 'KHR' } };
export const LongLabel: Story = {
  args: {
    label: 'Name of the parent company and of the ultimate parent company, if different, as registered abroad',
  },
};
export const UnbrokenKhmerLabel: Story = {
  globals: { lang: 'kh' },
  args: {
    label: 'ឈ្មោះក្រុមហ៊ុនមេនិងក្រុមហ៊ុនមេចុងក្រោយប្រសិនបើខុសគ្នាដូចដែលបានចុះបញ្ជីនៅបរទេស',
    description: 'សេចក្តីថ្លែងការណ៍របស់ក្រុមប្រឹក្សាភិបាលនិងកំណត់សម្គាល់លើរបាយការណ៍ហិរញ្ញវត្ថុ',
  },
};
