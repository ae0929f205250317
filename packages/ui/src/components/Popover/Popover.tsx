import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Dialog,
  DialogTrigger,
  OverlayArrow,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx';
import { useOverlayRoot } from '../../utils/overlay';
import * as styles from './Popover.css';

export interface PopoverProps extends RACPopoverProps {
  /** Draw a small arrow pointing at the trigger. */
  showArrow?: boolean;
}

/**
 * A themed popover surface. Overlays render in a portal outside UIProvider's element,
 * so the theme class and base styles are applied here again.
 */
export function Popover({ className, children, showArrow, ...props }: PopoverProps) {
  const overlay = useOverlayRoot();
  return (
    <RACPopover
      offset={6}
      {...props}
      lang={overlay.lang}
      className={composeRenderProps(className, (c) => cx(overlay.className, styles.popover, c))}
    >
      {composeRenderProps(children, (content) => (
        <>
          {showArrow && (
            <OverlayArrow>
              <svg width={12} height={12} viewBox="0 0 12 12" className={styles.arrow} aria-hidden="true">
                <path d="M0 0 L6 6 L12 0" />
              </svg>
            </OverlayArrow>
          )}
          {content}
        </>
      ))}
    </RACPopover>
  );
}

export interface PopoverDialogProps {
  /** The element that opens the popover (a Button). */
  trigger: ReactNode;
  /** Accessible name of the popover dialog. */
  'aria-label'?: string;
  children: ReactNode;
  placement?: RACPopoverProps['placement'];
}

/** A button that opens a non-modal dialog in a popover (details, filters, help). */
export function PopoverDialog({ trigger, children, placement = 'bottom', ...props }: PopoverDialogProps) {
  return (
    <DialogTrigger>
      {trigger}
      <Popover placement={placement} showArrow>
        <Dialog className={styles.dialog} aria-label={props['aria-label']}>
          {children}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
