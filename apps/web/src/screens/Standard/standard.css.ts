import { vars } from '@dfr/ui';
import { style } from '@vanilla-extract/css';

/** A concept to open: a quiet button that reads like a link and wraps its long label. */
export const concept = style({
  justifyContent: 'flex-start',
  textAlign: 'start',
  whiteSpace: 'normal',
  textDecoration: 'underline',
  color: vars.color.link,
  fontWeight: vars.fontWeight.regular,
});
