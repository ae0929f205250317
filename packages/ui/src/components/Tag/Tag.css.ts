import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../styles/shared.css';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  paddingBlock: 1,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.primarySoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-focus-visible]': focusRingRule,
    '&[data-selected]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
    },
    '&[data-disabled]': { color: vars.color.disabledText, background: vars.color.disabledBg },
  },
});

export const remove = style({
  display: 'inline-flex',
  padding: 2,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-hovered]': { background: vars.color.surfaceHover }, '&[data-focus-visible]': focusRingRule },
});
