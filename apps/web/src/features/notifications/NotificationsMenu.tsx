import { Button, PopoverDialog } from '@dfr/ui';
import { type Lang, resolveMessageKey, translate } from '@dfr/forms/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AppNotification } from '../../api/types';
import { formatDateTime } from '../dashboard/format';
import { notice, popNote, topPop } from '../shell/shell.css';
import * as styles from './notifications.css';
import { markNotificationRead } from './api';
import { isUnread, NotificationsBell, useNotificationsFeed } from './NotificationsBell';
import type { OpenState } from '../shell/Deferred';
import { roleName } from '../users/roles';
import { languageOf } from '../../i18n';

/**
 * The notification's text in the language shown: its message key from @dfr/forms' catalogue (`notification.*`) with
 * its params. The API sends keys only (no text of its own), so a key the catalogue does not know shows nothing
 * rather than the raw key.
 */
export function notificationText(
  n: Pick<AppNotification, 'messageKey' | 'params'>,
  lang: Lang,
  roleName?: (role: string) => string,
): string {
  if (!resolveMessageKey(n.messageKey)) return '';
  const params =
    n.params && roleName && typeof n.params.role === 'string'
      ? { ...n.params, role: roleName(n.params.role) }
      : n.params;
  return translate(n.messageKey, lang, params ?? undefined);
}

/**
 * Bell with the unread count and the list. New notifications arrive over MQTT (`users/<sub>/notifications`);
 * while the realtime channel is down the list is polled every 30 seconds instead.
 */
export function NotificationsMenu(open: Partial<OpenState>) {
  const { t, i18n } = useTranslation('shell');
  const lang: Lang = languageOf(i18n.language);
  // The role in "added to … as {role}" in the reader's words.
  const nameOfRole = (role: string) => roleName(role, lang);
  const { list, connected, unread } = useNotificationsFeed();
  const items = list.data ?? [];
  const markRead = async (n: AppNotification) => {
    if (!isUnread(n)) return;
    try {
      await markNotificationRead(n.id);
    } finally {
      void list.mutate();
    }
  };
  return (
    <PopoverDialog
      {...open}
      aria-label={t('notifications.title')}
      placement="bottom end"
      className={topPop}
      trigger={<NotificationsBell unread={unread} />}
    >
      <h2 className={styles.title}>{t('notifications.title')}</h2>
      {list.error && !list.data ? (
        <p className={popNote}>
          {t('notifications.error')}{' '}
          <Button variant="ghost" size="sm" onPress={() => void list.mutate()}>
            {t('retry')}
          </Button>
        </p>
      ) : list.isLoading ? (
        <p className={popNote}>{t('loading')}</p>
      ) : items.length === 0 ? (
        <p className={popNote}>{t('notifications.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((n) => (
            <li key={n.id} className={notice} data-unread={isUnread(n)}>
              <div>
                {n.link ? (
                  <Link to={n.link} onClick={() => void markRead(n)}>
                    {notificationText(n, lang, nameOfRole)}
                  </Link>
                ) : (
                  notificationText(n, lang, nameOfRole)
                )}
              </div>
              <time dateTime={n.createdAt}>{formatDateTime(n.createdAt, lang)}</time>
              {isUnread(n) ? (
                <Button variant="ghost" size="sm" onPress={() => void markRead(n)}>
                  {t('notifications.mark_read')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.connection}>{connected ? t('notifications.live') : t('notifications.polling')}</p>
    </PopoverDialog>
  );
}
