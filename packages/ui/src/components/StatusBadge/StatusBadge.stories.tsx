import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLang } from '../../i18n';
import { statusTones } from '../../theme/tokens';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Components/Feedback/StatusBadge',
  component: StatusBadge,
  args: { tone: 'grey', label: 'Draft' },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** How an app might name its statuses (the DFR web app maps statement stages and invoice states like this). */
const examples = {
  en: ['Draft', 'Finalized', 'Validated', 'Approved', 'Paid', 'Submitted', 'Accepted', 'Rejected', 'Open'],
  kh: ['សេចក្តីព្រាង', 'បានបញ្ចប់', 'បានផ្ទៀងផ្ទាត់', 'បានអនុម័ត', 'បានបង់ប្រាក់', 'បានដាក់ស្នើ', 'បានទទួលយក', 'បានបដិសេធ', 'មិនទាន់បង់'],
} as const;

function All() {
  const lang = useLang();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {statusTones.map((tone, i) => (
        <StatusBadge key={tone} tone={tone} label={examples[lang][i] ?? tone} />
      ))}
    </div>
  );
}
export const AllTones: Story = { render: () => <All /> };
export const AllTonesKhmer: Story = { globals: { lang: 'kh' }, render: () => <All /> };
export const Small: Story = { args: { tone: 'green', label: 'Approved', size: 'sm' } };
