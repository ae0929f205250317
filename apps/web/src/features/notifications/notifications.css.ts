import { vars } from '@dfr/ui';
import { style } from '@vanilla-extract/css';

export const title = style({ fontSize: vars.fontSize.md, margin: `${vars.space.xs} ${vars.space.sm}` });
export const list = style({ maxHeight: 360, overflowY: 'auto' });
export const connection = style({
  margin: `6px ${vars.space.sm} 0`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
