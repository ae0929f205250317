import { vars } from '@dfr/ui';
import { style } from '@vanilla-extract/css';

export const table = style({ marginBlockEnd: vars.space.lg });
/** A long email wraps inside its row header (which reads in the body's weight). */
export const email = style({ overflowWrap: 'anywhere' });
export const notice = style({ marginBlockEnd: vars.space.md });
/** The invite form: an email and a role need no more than a reading width. */
export const invite = style({ maxInlineSize: '36rem' });
