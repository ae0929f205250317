import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const slide = keyframes({ from: { insetInlineStart: '-40%' }, to: { insetInlineStart: '100%' } });

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%' });
export const header = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
export const value = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const track = style({
  position: 'relative',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});
export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  transition: `width ${vars.duration.normal}`,
});
export const indeterminate = style({
  position: 'absolute',
  insetBlock: 0,
  width: '40%',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  animation: `${slide} 1.4s ease-in-out infinite`,
});
