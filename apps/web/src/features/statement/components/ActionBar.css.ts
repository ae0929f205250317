import { vars } from '@dfr/ui';
import { style } from '@vanilla-extract/css';

/** The lifecycle's buttons between two rules. */
export const actionBar = style({
  borderBlock: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.sm,
  marginBlock: vars.space.md,
});
