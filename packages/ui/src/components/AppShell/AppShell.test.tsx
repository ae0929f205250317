import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { MenuItem } from '../Menu';
import { AppShell } from './AppShell';
import { EntitySwitcher, NotificationsButton, UserMenu } from './parts';

const nav = [
  { id: 'overview', label: 'Dashboard', href: '/overview', icon: 'chart' as const },
  { id: 'users', label: 'Users', href: '/users', icon: 'user' as const },
];

function Shell({ onSignOut = () => {} }: { onSignOut?: () => void }) {
  return (
    <AppShell
      brand="DFR"
      nav={nav}
      currentId="overview"
      entitySwitcher={
        <EntitySwitcher
          entities={[{ id: 'e1', name: 'Angkor Trading Co., Ltd.' }]}
          selectedId="e1"
          onChange={() => {}}
        />
      }
      languageSwitcher={<LanguageSwitcher value="en" onChange={() => {}} />}
      notifications={<NotificationsButton unreadCount={3} />}
      userMenu={
        <UserMenu name="Demo User" onAction={(key) => key === 'out' && onSignOut()}>
          <MenuItem id="out">Sign out</MenuItem>
        </UserMenu>
      }
    >
      <h1>Dashboard</h1>
    </AppShell>
  );
}

describe('AppShell', () => {
  it('has landmarks, a skip link and marks the current page', async () => {
    const { container } = renderUI(<Shell />);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#dfr-main');
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Dashboard');
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Angkor Trading/ })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('opens the user menu and signs out', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    renderUI(<Shell onSignOut={onSignOut} />);
    await user.click(screen.getByRole('button', { name: 'Account menu for Demo User' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('opens the navigation drawer from the menu button and closes it', async () => {
    const user = userEvent.setup();
    renderUI(<Shell />, 'kh');
    await user.click(screen.getByRole('button', { name: 'បើកម៉ឺនុយ' }));
    const drawer = await screen.findByRole('dialog', { name: 'ម៉ឺនុយចម្បង' });
    expect(drawer.querySelectorAll('a')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'បិទម៉ឺនុយ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
