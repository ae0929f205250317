import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { onPress: fn(), children: 'Save draft' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalled();
  },
};
export const Khmer: Story = { args: { children: 'រក្សាទុកសេចក្តីព្រាង' }, globals: { lang: 'kh' } };
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};
export const VariantsKhmer: Story = {
  globals: { lang: 'kh' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        ដាក់ស្នើ
      </Button>
      <Button {...args} variant="secondary">
        រក្សាទុកសេចក្តីព្រាង
      </Button>
      <Button {...args} variant="ghost">
        ការកំណត់
      </Button>
      <Button {...args} variant="danger">
        ចាកចេញ
      </Button>
    </div>
  ),
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </div>
  ),
};
export const Pending: Story = { args: { isPending: true, children: 'Validate' } };
export const PendingKhmer: Story = { args: { isPending: true, children: 'ការផ្ទៀងផ្ទាត់' }, globals: { lang: 'kh' } };
export const Disabled: Story = { args: { isDisabled: true, children: 'Submit' } };
export const LongLabel: Story = {
  args: { children: 'Save the statement of financial position as a draft and continue later' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};
export const UnbrokenKhmerLabel: Story = {
  globals: { lang: 'kh' },
  args: { children: 'រក្សាទុករបាយការណ៍ស្ថានភាពហិរញ្ញវត្ថុជាសេចក្តីព្រាងហើយបន្តពេលក្រោយ' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};
