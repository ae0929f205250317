import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { EntityInfoForm } from './EntityInfoForm';

const angkor = {
  nameEn: 'Angkor Trading Co., Ltd.',
  nameKh: 'ក្រុមហ៊ុន អង្គរ ត្រេឌីង ឯ.ក',
  registrationNumber: '00012345',
  vatTin: 'K001-901234567',
  legalForm: 'privateLimitedCompany',
  province: 'phnom-penh',
  industry: 'trade',
  sector: 'services',
  registeredCapital: '4,000,000',
  sdgs: ['5', '8'],
};

const meta = {
  title: 'Forms/Reporting entity',
  component: EntityInfoForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof EntityInfoForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const EmptyKhmer: Story = { globals: { lang: 'kh' } };
export const Filled: Story = { args: { defaultValues: angkor } };
export const FilledKhmer: Story = { args: { defaultValues: angkor }, globals: { lang: 'kh' } };
export const WithErrors: Story = {
  args: { defaultValues: { ...angkor, nameKh: 'Angkor Trading', vatTin: '123', registeredCapital: '10.5' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Save|រក្សាទុក/ }));
  },
};
export const WithErrorsKhmer: Story = { ...WithErrors, globals: { lang: 'kh' } };
export const DuplicateFromServer: Story = {
  args: { defaultValues: angkor, serverErrors: { registrationNumber: 'entity_exists' } },
};
export const DuplicateFromServerKhmer: Story = { ...DuplicateFromServer, globals: { lang: 'kh' } };
