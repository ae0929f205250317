import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider, ToastRegion, useToast } from './Toast';

function Demo({ kh, auto }: { kh?: boolean; auto?: boolean }) {
  const toast = useToast();
  // biome-ignore lint/correctness/useExhaustiveDependencies: show the examples once
  useEffect(() => {
    if (!auto) return;
    toast.success(kh ? 'បានបង្កើតក្រុមហ៊ុន' : 'Company created', { timeout: 60_000 });
    toast.info(kh ? 'ការផ្ទៀងផ្ទាត់កំពុងដំណើរការ' : 'Validation is running', { timeout: 60_000 });
    toast.error(kh ? 'កំហុសក្នុងការដាក់ស្នើទៅប្រព័ន្ធ' : 'Error submitting to the e-filing platform', {
      description: kh ? 'សូមព្យាយាមម្តងទៀត' : 'Please try again.',
    });
  }, []);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onPress={() => toast.success(kh ? 'បានដាក់ស្នើរបាយការណ៍' : 'Report submitted')}>
        {kh ? 'ជោគជ័យ' : 'Success'}
      </Button>
      <Button variant="danger" onPress={() => toast.error(kh ? 'ចូលគណនីមិនបាន' : 'Incorrect username or password')}>
        {kh ? 'កំហុស' : 'Error'}
      </Button>
      <Button variant="secondary" onPress={() => toast.info(kh ? 'ការតភ្ជាប់ត្រូវបានអនុម័ត' : 'Connection approved')}>
        {kh ? 'ព័ត៌មាន' : 'Info'}
      </Button>
    </div>
  );
}

const meta = { title: 'Components/Feedback/Toast', component: ToastRegion } satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ToastRegion>
      <Demo />
    </ToastRegion>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    await expect(await within(document.body).findByText('Report submitted')).toBeInTheDocument();
  },
};
export const AllTones: Story = {
  render: () => (
    <ToastRegion>
      <Demo auto />
    </ToastRegion>
  ),
};
export const Khmer: Story = {
  globals: { lang: 'kh' },
  render: () => (
    <ToastRegion>
      <Demo kh auto />
    </ToastRegion>
  ),
};

function Shorthand() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onPress={() => toast('Rate added')}>Add rate</Button>
      <Button variant="danger" onPress={() => toast('Could not save the rate', 'error')}>
        Fail
      </Button>
    </div>
  );
}

/** An app wraps itself once in ToastProvider; `toast(text)` is success, `toast(text, 'error')` an error. */
export const Provider: Story = {
  render: () => (
    <ToastProvider>
      <Shorthand />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add rate' }));
    await expect(await within(document.body).findByRole('status')).toHaveTextContent('Rate added');
    canvas.getByRole('button', { name: 'Fail' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent('Could not save the rate');
  },
};
