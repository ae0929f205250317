import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../styles/shared.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const nav = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });
export const list = style({
  display: 'none',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.tablet]: { display: 'flex' } },
});
export const page = style({
  minWidth: vars.size.control,
  height: vars.size.control,
  paddingInline: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRingRule,
    '&[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});
export const gap = style({ alignSelf: 'center', paddingInline: vars.space.xs, color: vars.color.textMuted });
export const summary = style({
  marginInlineStart: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [media.tablet]: { display: 'none' } },
});
