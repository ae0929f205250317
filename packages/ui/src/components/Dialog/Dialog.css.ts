import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: vars.color.overlay,
  selectors: { '&[data-entering]': { animation: `${fade} ${vars.duration.normal} ease-out` } },
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: 'calc(100dvh - 32px)',
    overflow: 'auto',
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: { '&[data-entering]': { animation: `${rise} ${vars.duration.normal} ease-out` } },
  },
  variants: {
    size: { sm: { maxWidth: '26rem' }, md: { maxWidth: '36rem' }, lg: { maxWidth: '52rem' } },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const title = style({ flex: 1, fontSize: vars.fontSize.xl, minWidth: 0 });

export const body = style({ color: vars.color.text });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.sm,
});
