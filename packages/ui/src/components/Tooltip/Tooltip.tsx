import type { ReactElement, ReactNode } from 'react';
import { OverlayArrow, Tooltip as RACTooltip, TooltipTrigger } from 'react-aria-components';
import { cx } from '../../utils/cx';
import { useOverlayRoot } from '../../utils/overlay';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** The tip text. */
  content: ReactNode;
  /** One focusable element (a Button or IconButton). */
  children: ReactElement;
  /** @default 'top' */
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** Delay before showing on hover, in ms. @default 600 */
  delay?: number;
}

/** A short description shown on hover and keyboard focus. Not for essential information. */
export function Tooltip({ content, children, placement = 'top', delay = 600 }: TooltipProps) {
  const overlay = useOverlayRoot();
  return (
    <TooltipTrigger delay={delay}>
      {children}
      <RACTooltip
        placement={placement}
        offset={8}
        lang={overlay.lang}
        className={cx(overlay.className, styles.tooltip)}
      >
        <OverlayArrow>
          <svg width={10} height={10} viewBox="0 0 10 10" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L5 5 L10 0" />
          </svg>
        </OverlayArrow>
        {content}
      </RACTooltip>
    </TooltipTrigger>
  );
}
