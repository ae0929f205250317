import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/Forms/TextArea',
  component: TextArea,
  args: { label: 'Accounting policies' },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox');
    await userEvent.click(box);
    await userEvent.keyboard('Revenue is recognised when control passes.');
    await expect(box).toHaveValue('Revenue is recognised when control passes.');
  },
};
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: { label: 'គោលនយោបាយគណនេយ្យ', defaultValue: 'ចំណូលត្រូវបានទទួលស្គាល់នៅពេលដែលការគ្រប់គ្រងត្រូវបានផ្ទេរ។' },
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'The input note is not valid.' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Locked after finalization' } };
export const UnbrokenKhmerLabel: Story = {
  globals: { lang: 'kh' },
  args: { label: 'កំណត់សម្គាល់លើរបាយការណ៍ហិរញ្ញវត្ថុនិងគោលនយោបាយគណនេយ្យសំខាន់ៗទាំងអស់របស់អង្គភាព' },
};
