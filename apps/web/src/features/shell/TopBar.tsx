import { UserMenuButton } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/hooks';
import { EntityButton } from '../entities/EntityButton';
import { NotificationsBell, useNotificationsFeed } from '../notifications/NotificationsBell';
import { DeferredOverlay, type StandInHandlers } from './Deferred';

/**
 * The top bar's three overlays (entity switcher, notifications, user menu) come in one chunk fetched when the user
 * reaches for one of them: a menu and a popover dialog pull in react-aria's collections, selection and overlay code,
 * about 39 KB gzip that the first screen does not use (docs/performance.md).
 */
const overlays = () => import('./TopBarOverlays');
const entitySwitcher = () => overlays().then((m) => m.EntitySwitcher);
const notifications = () => overlays().then((m) => m.NotificationsMenu);
const userMenu = () => overlays().then((m) => m.UserMenu);

export function TopBarEntitySwitcher() {
  return <DeferredOverlay load={entitySwitcher} standIn={(handlers) => <EntityButton {...handlers} />} />;
}

function BellStandIn(handlers: StandInHandlers) {
  // The same feed as the panel's (realtime, else polled), so the count is live before the panel's code is here.
  const { unread } = useNotificationsFeed();
  return <NotificationsBell unread={unread} {...handlers} />;
}

export function TopBarNotifications() {
  return <DeferredOverlay load={notifications} standIn={(handlers) => <BellStandIn {...handlers} />} />;
}

function UserStandIn(handlers: StandInHandlers) {
  const { t } = useTranslation('shell');
  const email = useMe().data?.email ?? '';
  return (
    <UserMenuButton name={email || t('user_menu.account')} aria-haspopup="true" aria-expanded={false} {...handlers} />
  );
}

export function TopBarUserMenu() {
  return <DeferredOverlay load={userMenu} standIn={(handlers) => <UserStandIn {...handlers} />} />;
}
