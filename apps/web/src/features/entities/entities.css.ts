import { vars } from '@dfr/ui';
import { style } from '@vanilla-extract/css';

/** An entity to switch to: a full-width row, its name at the start; the current one in bold. */
export const choice = style({
  justifyContent: 'flex-start',
  textAlign: 'start',
  color: vars.color.text,
  fontWeight: vars.fontWeight.regular,
  selectors: { '&[data-current="true"]': { fontWeight: vars.fontWeight.bold } },
});
