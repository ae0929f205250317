import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buttonVariants } from './Button';
import { LinkButton } from './LinkButton';

const meta = {
  title: 'Components/LinkButton',
  component: LinkButton,
  args: { href: '#statements', children: 'Start a statement' },
  argTypes: { variant: { control: 'inline-radio', options: buttonVariants } },
} satisfies Meta<typeof LinkButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Start a statement' });
    await expect(link).toHaveAttribute('href', '#statements');
  },
};
export const Khmer: Story = { args: { children: 'ចាប់ផ្តើមរបាយការណ៍' }, globals: { lang: 'kh' } };
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <LinkButton key={variant} {...args} variant={variant}>
          {variant}
        </LinkButton>
      ))}
    </div>
  ),
};
