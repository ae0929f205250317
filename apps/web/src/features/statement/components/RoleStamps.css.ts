import { vars } from '@dfr/ui';
import { style } from '@vanilla-extract/css';

/** Who did each step: a wrapping list without bullets. */
export const stamps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
});
