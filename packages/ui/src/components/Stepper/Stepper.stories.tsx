import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper } from './Stepper';

const onboarding = [
  { id: 'credential', label: 'Request an access credential', description: 'From the e-filing platform' },
  { id: 'scoping', label: 'Answer scoping questions' },
  { id: 'statement', label: 'Start the first statement' },
];
const onboardingKh = [
  { id: 'credential', label: 'ស្នើសុំលិខិតសម្គាល់ចូលប្រើ', description: 'ពីប្រព័ន្ធដាក់ឯកសារតាមអេឡិចត្រូនិក' },
  { id: 'scoping', label: 'ឆ្លើយសំណួរវិសាលភាព' },
  { id: 'statement', label: 'ចាប់ផ្តើមរបាយការណ៍ហិរញ្ញវត្ថុដំបូង' },
];
const stages = ['draft', 'finalized', 'validated', 'approved', 'paid', 'submitted'].map((id) => ({
  id,
  label: id[0]!.toUpperCase() + id.slice(1),
}));
const stagesKh = [
  ['draft', 'សេចក្តីព្រាង'],
  ['finalized', 'បានបញ្ចប់'],
  ['validated', 'បានផ្ទៀងផ្ទាត់'],
  ['approved', 'បានអនុម័ត'],
  ['paid', 'បានបង់ប្រាក់'],
  ['submitted', 'បានដាក់ស្នើ'],
].map(([id, label]) => ({ id: id!, label }));

const meta = {
  title: 'Components/Feedback/Stepper',
  component: Stepper,
  args: { steps: onboarding, currentStep: 'scoping' },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Onboarding: Story = {};
export const OnboardingKhmer: Story = { globals: { lang: 'kh' }, args: { steps: onboardingKh } };
export const StatementStages: Story = { args: { steps: stages, currentStep: 'validated', 'aria-label': 'Stage' } };
export const StatementStagesKhmer: Story = {
  globals: { lang: 'kh' },
  args: { steps: stagesKh, currentStep: 'approved', 'aria-label': 'ដំណាក់កាល' },
};
export const Vertical: Story = { args: { orientation: 'vertical' } };
