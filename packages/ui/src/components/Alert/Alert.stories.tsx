import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Alert, alertTones, Banner } from './Alert';

const meta = {
  title: 'Components/Feedback/Alert',
  component: Alert,
  args: { title: 'Not eligible for submission', children: 'Contact the regulator team.' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} />
      ))}
    </div>
  ),
};
export const Khmer: Story = {
  globals: { lang: 'kh' },
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Alert tone="error" title="មិនមានសិទ្ធិដាក់ស្នើ">
        សូមទាក់ទងក្រុមការងារនិយ័តករ។
      </Alert>
      <Alert tone="success" title="បានដាក់ស្នើរបាយការណ៍" />
      <Alert tone="warning" title="កំហុសដែលអាចកើតមាន">
        សូមពិនិត្យតួលេខប្រៀបធៀប។
      </Alert>
      <Alert tone="info" action={<Button size="sm">បន្ត</Button>}>
        អត្រាប្តូរប្រាក់ត្រូវបានធ្វើបច្ចុប្បន្នភាពប្រចាំថ្ងៃ។
      </Alert>
    </div>
  ),
};
export const BannerStory: Story = {
  name: 'Banner',
  render: () => (
    <Banner tone="warning" onDismiss={() => {}} title="Your session is about to expire">
      Save your work.
    </Banner>
  ),
};
export const UnbrokenKhmer: Story = {
  globals: { lang: 'kh' },
  args: {
    tone: 'error',
    title: 'កំហុសក្នុងការដាក់ស្នើទៅប្រព័ន្ធដាក់ឯកសារតាមអេឡិចត្រូនិករបស់និយ័តករគណនេយ្យនិងសវនកម្ម',
    children: undefined,
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
