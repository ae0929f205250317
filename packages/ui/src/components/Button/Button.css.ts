import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const button = style({
  fontFamily: vars.font.body,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: 'none',
  selectors: { '&[data-hovered]': { background: vars.color.primaryHover } },
});
