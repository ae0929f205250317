import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1 } });

export const popover = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
  outline: 'none',
  minWidth: 'var(--trigger-width)',
  maxWidth: 'min(32rem, calc(100vw - 16px))',
  overflow: 'auto',
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.duration.fast} ease-out` } },
});

export const dialog = style({ outline: 'none', padding: vars.space.md });

export const arrow = style({ fill: vars.color.surface, stroke: vars.color.border, display: 'block' });
