import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  maxWidth: '22rem',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  textAlign: 'center',
});
/** KHQR's red header band (the standard's mark colour) with the merchant's name. */
export const band = style({
  alignSelf: 'stretch',
  margin: `calc(-1 * ${vars.space.lg}) calc(-1 * ${vars.space.lg}) 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: '#E1232E',
  color: '#ffffff',
  fontWeight: 700,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  letterSpacing: '0.05em',
});
export const merchant = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const amount = style({ fontSize: vars.fontSize.xl, fontWeight: 700, margin: 0 });
export const image = style({ width: '14rem', height: '14rem', imageRendering: 'pixelated' });
export const expired = style({ opacity: 0.25, filter: 'grayscale(1)' });
export const meta = style({ fontSize: vars.fontSize.sm, margin: 0 });
export const countdown = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 600 });
