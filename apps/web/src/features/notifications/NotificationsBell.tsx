import { IconButton } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { useMe, useNotifications } from '../../api/hooks';
import type { AppNotification } from '../../api/types';
import { useRealtime } from '../../realtime';
import type { StandInHandlers } from '../shell/Deferred';

export const isUnread = (n: Pick<AppNotification, 'readAt'>) => !n.readAt;

/**
 * The signed-in user's notifications: new ones arrive over MQTT (`users/<sub>/notifications`); while the realtime
 * channel is down the list is polled every 30 seconds instead.
 */
export function useNotificationsFeed() {
  const me = useMe();
  const sub = me.data?.id;
  const topic = sub ? `users/${sub}/notifications` : null;
  const { connected } = useRealtime(topic, () => void list.mutate());
  const list = useNotifications(connected ? 0 : 30_000);
  return { list, connected, unread: (list.data ?? []).filter(isUnread).length };
}

/** The bell with the unread count (the notifications panel's trigger, and its stand-in until the panel loads). */
export function NotificationsBell({ unread, ...handlers }: { unread: number } & Partial<StandInHandlers>) {
  const { t } = useTranslation('shell');
  return (
    <IconButton
      icon="bell"
      badge={unread}
      label={unread ? t('notifications.label_unread', { count: unread }) : t('notifications.label')}
      {...(handlers.onPress ? { 'aria-haspopup': 'dialog' as const, 'aria-expanded': false, ...handlers } : {})}
    />
  );
}
