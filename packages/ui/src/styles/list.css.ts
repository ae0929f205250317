import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
});

export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'default',
  outline: 'none',
  color: vars.color.text,
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-selected]': { background: vars.color.selected, fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { color: vars.color.disabledText },
  },
});

export const check = style({ marginInlineStart: 'auto', color: vars.color.primary });
