import {
  Button,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  type UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import { cx } from '../../utils/cx';
import { useOverlayRoot } from '../../utils/overlay';
import { Icon } from '../Icon';
import type { ToastContent } from './content';
import * as styles from './Toast.css';

const strings = defineStrings({
  en: { close: 'Close', notifications: 'Notifications' },
  kh: { close: 'បិទ', notifications: 'ការជូនដំណឹង' },
});

/**
 * The toasts of a ToastRegion's queue in a landmark region ("Notifications") at the bottom corner (loaded with the
 * first toast; see Toast.tsx). Success and info toasts are announced politely (role="status"), errors at once
 * (role="alert"); each has a close button named in the current language.
 */
export default function ToastList({ queue }: { queue: RACToastQueue<ToastContent> }) {
  const t = useUIStrings(strings);
  const overlay = useOverlayRoot();
  return (
    <RACToastRegion
      queue={queue}
      aria-label={t.notifications}
      lang={overlay.lang}
      className={cx(overlay.className, styles.region)}
    >
      {({ toast }) => (
        <RACToast toast={toast} className={styles.toast({ tone: toast.content.tone })}>
          <Icon
            name={toast.content.tone === 'info' ? 'info' : toast.content.tone}
            className={styles.icon({ tone: toast.content.tone })}
          />
          <RACToastContent className={styles.content} role={toast.content.tone === 'error' ? 'alert' : 'status'}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description && <Text slot="description">{toast.content.description}</Text>}
          </RACToastContent>
          <Button slot="close" aria-label={t.close} className={styles.close}>
            <Icon name="close" size={16} />
          </Button>
        </RACToast>
      )}
    </RACToastRegion>
  );
}
