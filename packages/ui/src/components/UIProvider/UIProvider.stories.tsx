import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogTrigger } from '../Dialog';
import { Pagination } from '../Pagination';
import { TextField } from '../TextField';
import { UIProvider } from './UIProvider';

const meta = { title: 'Foundations/UIProvider', component: UIProvider } satisfies Meta<typeof UIProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

const sample = (lang: 'en' | 'kh') => (
  <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end' }}>
    <TextField label={lang === 'kh' ? 'អ៊ីមែល' : 'Email'} />
    <Button>{lang === 'kh' ? 'ចូលគណនី' : 'Sign in'}</Button>
  </div>
);
export const English: Story = { args: { lang: 'en', children: sample('en') } };
export const Khmer: Story = { args: { lang: 'kh', children: sample('kh') } };

/** Components' own strings (the pager's labels, the dialog's close button) and overlays follow the provider. */
const withOverlay = (lang: 'en' | 'kh') => (
  <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
    <Pagination page={2} pageCount={5} onPageChange={() => {}} />
    <DialogTrigger>
      <Button variant="secondary">{lang === 'kh' ? 'ព័ត៌មានអង្គភាព' : 'Entity info'}</Button>
      <Dialog title={lang === 'kh' ? 'ព័ត៌មានអង្គភាព' : 'Entity info'}>
        {lang === 'kh' ? 'ក្រុមហ៊ុនពាណិជ្ជកម្មអង្គរ' : 'Angkor Trading Co., Ltd.'}
      </Dialog>
    </DialogTrigger>
  </div>
);
export const OwnStringsAndOverlays: Story = {
  args: { lang: 'en', children: withOverlay('en') },
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Entity info' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Entity info' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};
export const OwnStringsAndOverlaysKhmer: Story = {
  globals: { lang: 'kh' },
  args: { lang: 'kh', children: withOverlay('kh') },
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'ព័ត៌មានអង្គភាព' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'ព័ត៌មានអង្គភាព' });
    await expect(dialog.closest('[lang]')).toHaveAttribute('lang', 'km');
    await expect(within(dialog).getByRole('button', { name: 'បិទ' })).toBeInTheDocument();
  },
};
