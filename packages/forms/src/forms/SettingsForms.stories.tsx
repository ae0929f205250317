import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { ExchangeRateForm } from './ExchangeRateForm';
import { ExportSettingsForm } from './ExportSettingsForm';
import { NoteDataForm } from './NoteDataForm';
import { ProfileForm } from './ProfileForm';
import { StatementTextsForm } from './StatementTextsForm';

const meta = {
  title: 'Forms/Exchange rates and export settings',
  component: ExchangeRateForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof ExchangeRateForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const rate = { releaseDate: '2025-12-31', closingRate: '4,020', averageRate: '4,015.5' };

export const ExchangeRate: Story = { args: { defaultValues: rate } };
export const ExchangeRateKhmer: Story = { args: { defaultValues: rate }, globals: { lang: 'kh' } };
export const ExchangeRateWithErrors: Story = {
  args: { defaultValues: { ...rate, currency: 'US$', closingRate: '0' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Save|រក្សាទុក/ }));
  },
};
export const ExchangeRateWithErrorsKhmer: Story = { ...ExchangeRateWithErrors, globals: { lang: 'kh' } };
export const ExportSettings: Story = { render: (args) => <ExportSettingsForm onSubmit={args.onSubmit} /> };
export const ExportSettingsKhmer: Story = { ...ExportSettings, globals: { lang: 'kh' } };
/** A reader without the right to save: every field disabled, no submit. */
export const ExportSettingsLocked: Story = {
  render: (args) => <ExportSettingsForm onSubmit={args.onSubmit} isDisabled />,
};
export const ExportSettingsLockedKhmer: Story = { ...ExportSettingsLocked, globals: { lang: 'kh' } };
/** Opened from a fix link (`?field=footer`): the field outlined and focused. */
export const ExportSettingsFixLink: Story = {
  render: (args) => <ExportSettingsForm onSubmit={args.onSubmit} focusField="footer" />,
};
/** Someone else saved first: the server's stale answer offers the latest settings; the input stays. */
export const ExportSettingsStale: Story = {
  render: () => (
    <ExportSettingsForm
      onSubmit={() => Promise.reject({ error: { code: 'STALE_VERSION', message_key: 'stale_version' } })}
      onReloadLatest={fn()}
      savedMessage="Saved."
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Save|រក្សាទុក/ }));
  },
};
export const ExportSettingsStaleKhmer: Story = { ...ExportSettingsStale, globals: { lang: 'kh' } };
export const Profile: Story = {
  render: (args) => (
    <ProfileForm
      onSubmit={args.onSubmit}
      defaultValues={{ position: 'Chief accountant', userType: 'inHouse', partOfAccountingFirm: true }}
    />
  ),
};
export const ProfileKhmer: Story = { ...Profile, globals: { lang: 'kh' } };

const texts = {
  policies: {
    inventories: { en: 'At the lower of cost and net realisable value.', kh: 'តាមតម្លៃទាបជាងរវាងថ្លៃដើម និងតម្លៃលក់សុទ្ធ។' },
  },
  directorsStatement: { en: 'The directors approve these financial statements.', kh: '' },
};
/** The accounting policies, each in English and Khmer (the usual ones first). */
export const AccountingPolicies: Story = {
  render: (args) => <StatementTextsForm part="policies" defaultValues={texts} onSubmit={args.onSubmit} />,
};
export const AccountingPoliciesKhmer: Story = { ...AccountingPolicies, globals: { lang: 'kh' } };
export const DirectorsStatement: Story = {
  render: (args) => <StatementTextsForm part="directorsStatement" defaultValues={texts} onSubmit={args.onSubmit} />,
};
export const DirectorsStatementKhmer: Story = { ...DirectorsStatement, globals: { lang: 'kh' } };

const notes = {
  shareholders: [{ name: 'Sok Dara', shares: 100, paidUpKhr: 4_000_000 }],
  employees: { total: 12, female: 5, accountants: 2 },
  sdgs: [8, 9],
};
/** The notes' data: shareholders, counts, goals, funding, funds and the 13 questions on events after the period. */
export const NoteData: Story = {
  render: (args) => <NoteDataForm defaultValues={notes} entitySdgs={[8, 9]} onSubmit={args.onSubmit} />,
};
export const NoteDataKhmer: Story = { ...NoteData, globals: { lang: 'kh' } };
/** The goals do not match the entity's: every problem listed above the fields. */
export const NoteDataWithProblems: Story = {
  render: (args) => <NoteDataForm defaultValues={notes} entitySdgs={[8]} onSubmit={args.onSubmit} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Save|រក្សាទុក/ }));
  },
};
