import { MenuItem, MenuSeparator, UserMenu as UIUserMenu } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMe } from '../../api/hooks';
import { disconnectRealtime } from '../../realtime';
import type { OpenState } from './Deferred';
import { runSignOut } from './session';

const PAGES = { profile: '/profile', settings: '/settings', users: '/users', resources: '/resources' } as const;

/** The signed-in user's avatar opening @dfr/ui's account menu: settings, users, resources and sign-out. */
export function UserMenu(open: Partial<OpenState>) {
  const { t } = useTranslation('shell');
  const me = useMe();
  const navigate = useNavigate();
  const email = me.data?.email ?? '';
  return (
    <UIUserMenu
      {...open}
      name={email || t('user_menu.account')}
      onAction={async (key) => {
        if (key === 'sign_out') {
          await disconnectRealtime();
          await runSignOut();
          navigate('/login');
          return;
        }
        const to = PAGES[key as keyof typeof PAGES];
        if (to) navigate(to);
      }}
    >
      <MenuItem id="profile">{t('user_menu.profile')}</MenuItem>
      <MenuItem id="settings">{t('nav.settings')}</MenuItem>
      <MenuItem id="users">{t('nav.users')}</MenuItem>
      <MenuItem id="resources">{t('nav.resources')}</MenuItem>
      <MenuSeparator />
      <MenuItem id="sign_out" isDanger>
        {t('user_menu.sign_out')}
      </MenuItem>
    </UIUserMenu>
  );
}
