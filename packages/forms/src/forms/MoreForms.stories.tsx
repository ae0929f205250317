import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CodeForm } from './CodeForm';
import { CredentialRequestForm } from './CredentialRequestForm';
import { InviteUserForm } from './InviteUserForm';
import { ScopingQuestionsForm } from './ScopingQuestionsForm';
import { UnknownAccountForm } from './UnknownAccountForm';

const meta = {
  title: 'Forms/Codes, users, scoping and accounts',
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
export const InviteUser: Story = {
  render: (args) => <InviteUserForm onSubmit={args.onSubmit} />,
};
export const InviteUserKhmer: Story = { ...InviteUser, globals: { lang: 'kh' } };
export const UnknownAccount: Story = {
  render: (args) => (
    <UnknownAccountForm
      code="4999"
      concepts={[
        { id: 'Revenue', label: 'Revenue' },
        { id: 'OtherIncome', label: 'Other income' },
      ]}
      onSubmit={args.onSubmit}
    />
  ),
};
export const UnknownAccountKhmer: Story = {
  render: (args) => (
    <UnknownAccountForm
      code="4999"
      concepts={[
        { id: 'Revenue', label: 'ចំណូល' },
        { id: 'OtherIncome', label: 'ចំណូលផ្សេងៗ' },
      ]}
      onSubmit={args.onSubmit}
    />
  ),
  globals: { lang: 'kh' },
};
export const UnknownAccountAdded: Story = {
  render: (args) => <UnknownAccountForm code="4999" concepts={[]} onSubmit={args.onSubmit} isAdded />,
};
