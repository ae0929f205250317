import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CodeForm } from './CodeForm';
import { CredentialRequestForm } from './CredentialRequestForm';
import { RemoveUserForm } from './RemoveUserForm';
import { ScopingQuestionsForm } from './ScopingQuestionsForm';

const meta = {
  title: 'Forms/Codes, removal and scoping',
  component: CodeForm,
  args: { kind: 'approval', onSubmit: fn(), destination: 'director@example.com' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof CodeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ApprovalCode: Story = {};
export const ApprovalCodeKhmer: Story = { globals: { lang: 'kh' } };
export const EditRequestCode: Story = { args: { kind: 'editRequest' } };
export const WrongCodeFromServerKhmer: Story = {
  args: { serverErrors: { code: 'incorrect_code' } },
  globals: { lang: 'kh' },
};
export const RemoveUser: Story = {
  render: (args) => (
    <RemoveUserForm user={{ email: 'preparer@example.com', role: 'preparer' }} onSubmit={args.onSubmit} />
  ),
};
export const RemoveUserKhmer: Story = { ...RemoveUser, globals: { lang: 'kh' } };
export const RemoveSuperAdmin: Story = {
  render: (args) => (
    <RemoveUserForm user={{ email: 'demo@example.com', role: 'super_admin' }} onSubmit={args.onSubmit} />
  ),
};
export const RemoveSuperAdminKhmer: Story = { ...RemoveSuperAdmin, globals: { lang: 'kh' } };
export const ScopingQuestions: Story = {
  render: (args) => <ScopingQuestionsForm onSubmit={args.onSubmit} />,
};
export const ScopingQuestionsKhmer: Story = { ...ScopingQuestions, globals: { lang: 'kh' } };
export const CredentialRequest: Story = {
  render: (args) => (
    <CredentialRequestForm
      onSubmit={args.onSubmit}
      defaultValues={{ registrationNumber: '00012345', contactEmail: 'dara@example.com' }}
    />
  ),
};
export const CredentialRequestKhmer: Story = { ...CredentialRequest, globals: { lang: 'kh' } };
