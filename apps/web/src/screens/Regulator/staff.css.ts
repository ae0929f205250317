import { vars } from '@dfr/ui';
import { style } from '@vanilla-extract/css';

/** One policy of the Policies tab: its heading, what it means, what is in force and the change button. */
export const policy = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.xl,
});
