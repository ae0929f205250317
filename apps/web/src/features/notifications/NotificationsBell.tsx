import { IconButton } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '../../api/types';

export const isUnread = (n: Pick<AppNotification, 'readAt'>) => !n.readAt;

/** The bell with the unread count (the notifications panel's trigger, and its stand-in until the panel loads). */
export function NotificationsBell({ unread, onPress }: { unread: number; onPress?: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <IconButton
      icon="bell"
      badge={unread}
      label={unread ? t('notifications.label_unread', { count: unread }) : t('notifications.label')}
      {...(onPress ? { 'aria-haspopup': 'dialog' as const, 'aria-expanded': false, onPress } : {})}
    />
  );
}
