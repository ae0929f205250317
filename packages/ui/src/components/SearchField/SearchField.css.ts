import { globalStyle, style } from '@vanilla-extract/css';
import { focusRingRule } from '../../styles/shared.css';
import { vars } from '../../theme/contract.css';

export const root = style({});
export const icon = style({ marginInlineStart: vars.space.sm, color: vars.color.textMuted });
export const input = style({ selectors: { '&::-webkit-search-cancel-button': { display: 'none' } } });
export const clear = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  marginInlineEnd: vars.space.xxs,
  border: 'none',
  background: 'transparent',
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': focusRingRule,
  },
});
globalStyle(`${root}[data-empty] ${clear}`, { visibility: 'hidden' });
