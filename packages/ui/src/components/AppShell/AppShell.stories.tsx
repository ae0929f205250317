import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { Lang } from '../../i18n/strings';
import { Card } from '../Card';
import { KpiTile } from '../KpiTile';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { MenuItem, MenuSeparator } from '../Menu';
import { AppShell, type NavItem } from './AppShell';
import { EntitySwitcher, NotificationsButton, UserMenu } from './parts';

const navEn: NavItem[] = [
  { id: 'overview', label: 'Dashboard', href: '#overview', icon: 'chart' },
  { id: 'statements', label: 'Financial statements', href: '#statements', icon: 'file' },
  { id: 'accounts', label: 'Chart of accounts', href: '#accounts', icon: 'menu' },
  { id: 'compliance', label: 'Compliance', href: '#compliance', icon: 'success' },
  { id: 'users', label: 'Users', href: '#users', icon: 'user' },
  { id: 'settings', label: 'Settings', href: '#settings', icon: 'more' },
];
const navKh: NavItem[] = [
  { id: 'overview', label: 'ផ្ទាំងគ្រប់គ្រង', href: '#overview', icon: 'chart' },
  { id: 'statements', label: 'របាយការណ៍ហិរញ្ញវត្ថុ', href: '#statements', icon: 'file' },
  { id: 'accounts', label: 'តារាងគណនី', href: '#accounts', icon: 'menu' },
  { id: 'compliance', label: 'អនុលោមភាព', href: '#compliance', icon: 'success' },
  { id: 'users', label: 'អ្នកប្រើប្រាស់', href: '#users', icon: 'user' },
  { id: 'settings', label: 'ការកំណត់', href: '#settings', icon: 'more' },
];

function Demo({ initial }: { initial: Lang }) {
  const [lang, setLang] = useState<Lang>(initial);
  const kh = lang === 'kh';
  const [entity, setEntity] = useState('e1');
  return (
    <AppShell
      brand="DFR"
      nav={kh ? navKh : navEn}
      currentId="overview"
      entitySwitcher={
        <EntitySwitcher
          entities={[
            { id: 'e1', name: 'Angkor Trading Co., Ltd.' },
            { id: 'e2', name: 'Mekong Rice Exporters Plc.' },
          ]}
          selectedId={entity}
          onChange={setEntity}
        />
      }
      languageSwitcher={<LanguageSwitcher value={lang} onChange={setLang} compact />}
      notifications={<NotificationsButton unreadCount={3} />}
      userMenu={
        <UserMenu name="Demo User" onAction={() => {}}>
          <MenuItem id="settings">{kh ? 'ការកំណត់' : 'Settings'}</MenuItem>
          <MenuSeparator />
          <MenuItem id="out">{kh ? 'ចាកចេញ' : 'Sign out'}</MenuItem>
        </UserMenu>
      }
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <h1>{kh ? 'ផ្ទាំងគ្រប់គ្រង' : 'Dashboard'}</h1>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 16 }}>
          <KpiTile label={kh ? 'អនុបាតចរន្ត' : 'Current ratio'} value={1.82} change={0.04} />
          <KpiTile label={kh ? 'អត្រាចំណេញដុល' : 'Gross profit margin'} value={0.318} format={{ style: 'percent' }} />
        </div>
        <Card title={kh ? 'ការដាក់ស្នើខាងមុខ' : 'Upcoming filing'}>
          <p>{kh ? 'ឆ្នាំហិរញ្ញវត្ថុ 2025' : 'Financial year 2025'}</p>
        </Card>
      </div>
    </AppShell>
  );
}

const meta = {
  title: 'App/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: { brand: 'DFR', nav: navEn, children: null },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  render: () => <Demo initial="en" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Demo User' }));
    await expect(await within(document.body).findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};
export const Khmer: Story = { globals: { lang: 'kh' }, render: () => <Demo initial="kh" /> };
export const Phone: Story = {
  globals: { lang: 'kh', viewport: { value: 'mobile1' } },
  render: () => <Demo initial="kh" />,
};
