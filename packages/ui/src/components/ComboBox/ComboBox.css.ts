import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../styles/shared.css';
import { vars } from '../../theme/contract.css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  paddingInline: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: { '&[data-focus-visible]': focusRingRule, '&[data-hovered]': { color: vars.color.text } },
});

export const empty = style({ padding: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
