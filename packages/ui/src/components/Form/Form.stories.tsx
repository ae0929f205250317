import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Form } from './Form';

const meta = { title: 'Components/Forms/Form', component: Form } satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  render: () => (
    <Form style={{ maxWidth: 360 }} onSubmit={(e) => e.preventDefault()}>
      <TextField label="Email" name="email" type="email" isRequired />
      <TextField label="Password" name="password" type="password" isRequired />
      <Button type="submit">Sign in</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
  },
};
export const ServerErrorsKhmer: Story = {
  globals: { lang: 'kh' },
  render: () => (
    <Form style={{ maxWidth: 360 }} validationErrors={{ email: 'អ៊ីមែលមិនត្រឹមត្រូវ' }}>
      <TextField label="អ៊ីមែល" name="email" defaultValue="demo@" />
      <TextField label="ពាក្យសម្ងាត់" name="password" type="password" />
      <Button type="submit">ចូលគណនី</Button>
    </Form>
  ),
};
