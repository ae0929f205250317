import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatementSettingsForm } from './StatementSettingsForm';

const settings = {
  reportingYear: '2025',
  periodEnd: '12/31/2025',
  directorNameEn: 'Sok Dara',
  directorNameKh: 'សុខ ដារា',
  directorEmail: 'director@example.com',
  signingDate: '03/15/2026',
  authorisationDate: '03/20/2026',
  goingConcern: true,
  trueAndFairView: true,
  reportingLanguage: 'kh',
};

const meta = {
  title: 'Forms/Statement settings',
  component: StatementSettingsForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof StatementSettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { args: { defaultValues: settings } };
export const Khmer: Story = { args: { defaultValues: settings }, globals: { lang: 'kh' } };
export const AuthorisationBeforeSigning: Story = {
  args: { defaultValues: { ...settings, authorisationDate: '03/01/2026' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Save|រក្សាទុក/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const AuthorisationBeforeSigningKhmer: Story = { ...AuthorisationBeforeSigning, globals: { lang: 'kh' } };
export const StaleVersionFromServer: Story = {
  args: {
    defaultValues: settings,
    onSubmit: fn(() => Promise.reject({ error: { code: 'CONFLICT', message_key: 'stale_version' } })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Save|រក្សាទុក/ }));
  },
};
