import type { ReactNode } from 'react';
import {
  Heading,
  ModalOverlay,
  type ModalOverlayProps,
  Modal as RACModal,
  Dialog as RACDialog,
  type DialogProps as RACDialogProps,
} from 'react-aria-components';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import { cx } from '../../utils/cx';
import { useOverlayRoot } from '../../utils/overlay';
import { IconButton } from '../IconButton';
import * as styles from './Dialog.css';

export { DialogTrigger } from 'react-aria-components';

const strings = defineStrings({ en: { close: 'Close' }, kh: { close: 'បិទ' } });

export interface DialogProps extends Omit<RACDialogProps, 'children'> {
  /** The heading that names the dialog. */
  title: ReactNode;
  /** The content, or a function that receives `close`. */
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Buttons at the bottom; a function receives `close`. */
  footer?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Close on Escape, a click outside and a close button. @default true */
  isDismissable?: boolean;
  /** Controlled open state (when not inside a DialogTrigger). */
  isOpen?: boolean;
  onOpenChange?: ModalOverlayProps['onOpenChange'];
}

/** A modal dialog: focus is trapped inside and returns to the trigger on close. */
export function Dialog({
  title,
  children,
  footer,
  size,
  isDismissable = true,
  isOpen,
  onOpenChange,
  className,
  ...props
}: DialogProps) {
  const t = useUIStrings(strings);
  const overlay = useOverlayRoot();
  return (
    <ModalOverlay
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className={cx(overlay.className, styles.overlay)}
    >
      <RACModal className={styles.modal({ size })}>
        <RACDialog {...props} lang={overlay.lang} className={cx(styles.dialog, className as string)}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {isDismissable && <IconButton icon="close" label={t.close} onPress={close} size="sm" />}
              </div>
              <div className={styles.body}>{typeof children === 'function' ? children({ close }) : children}</div>
              {footer != null && (
                <div className={styles.footer}>{typeof footer === 'function' ? footer({ close }) : footer}</div>
              )}
            </>
          )}
        </RACDialog>
      </RACModal>
    </ModalOverlay>
  );
}
