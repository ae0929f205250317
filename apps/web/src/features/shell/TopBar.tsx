import { UserMenuButton } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { useMe, useNotifications } from '../../api/hooks';
import { EntityButton } from '../entities/EntityButton';
import { isUnread, NotificationsBell } from '../notifications/NotificationsBell';
import { DeferredOverlay } from './Deferred';

/**
 * The top bar's three overlays (entity switcher, notifications, user menu) come in one chunk loaded after the first
 * screen: a menu and a popover dialog pull in react-aria's collections, selection and overlay code, about 39 KB gzip
 * that the first screen does not use (docs/performance.md).
 */
const overlays = () => import('./TopBarOverlays');
const entitySwitcher = () => overlays().then((m) => m.EntitySwitcher);
const notifications = () => overlays().then((m) => m.NotificationsMenu);
const userMenu = () => overlays().then((m) => m.UserMenu);

export function TopBarEntitySwitcher() {
  return <DeferredOverlay load={entitySwitcher} standIn={(open) => <EntityButton onPress={open} />} />;
}

function BellStandIn({ open }: { open: () => void }) {
  // The same list (and SWR key) the panel reads, polled until the panel's realtime channel takes over.
  const list = useNotifications(30_000);
  return <NotificationsBell unread={(list.data ?? []).filter(isUnread).length} onPress={open} />;
}

export function TopBarNotifications() {
  return <DeferredOverlay load={notifications} standIn={(open) => <BellStandIn open={open} />} />;
}

function UserStandIn({ open }: { open: () => void }) {
  const { t } = useTranslation('shell');
  const email = useMe().data?.email ?? '';
  return (
    <UserMenuButton name={email || t('user_menu.account')} aria-haspopup="true" aria-expanded={false} onPress={open} />
  );
}

export function TopBarUserMenu() {
  return <DeferredOverlay load={userMenu} standIn={(open) => <UserStandIn open={open} />} />;
}
