import { vars } from '@dfr/ui';
import { style } from '@vanilla-extract/css';

/** The trail's filters and its export, side by side above the table. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
  marginBlockEnd: vars.space.md,
});

/** Previous and next page below the table. */
export const pager = style({
  display: 'flex',
  justifyContent: 'space-between',
  marginBlockStart: vars.space.md,
});
