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
  /** Or the id of an element inside that names it. */
  'aria-labelledby'?: string;
  /**
   * The content, or a function that receives `close` so the content can close the popover
   * (choosing an entity from a list, "mark all read").
   */
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  placement?: RACPopoverProps['placement'];
  /** Controlled open state. */
  isOpen?: boolean;
  /** Open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the popover opens or closes (trigger press, Escape, a click outside, `close()`). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Draw the arrow pointing at the trigger. @default true */
  showArrow?: boolean;
  /** Class of the popover surface (e.g. a width for a panel). */
  className?: string;
}

/**
 * A button that opens a non-modal dialog in a popover (details, filters, help, an entity switcher, a notifications
 * panel). Escape and a click outside close it and focus returns to the trigger; content closes it with `close`.
 */
export function PopoverDialog({
  trigger,
  children,
  placement = 'bottom',
  isOpen,
  defaultOpen,
  onOpenChange,
  showArrow = true,
  className,
  ...props
}: PopoverDialogProps) {
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      <Popover placement={placement} showArrow={showArrow} className={className}>
        <Dialog className={styles.dialog} aria-label={props['aria-label']} aria-labelledby={props['aria-labelledby']}>
          {({ close }) => (typeof children === 'function' ? children({ close }) : children)}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
