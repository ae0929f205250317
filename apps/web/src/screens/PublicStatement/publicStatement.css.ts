import { style } from '@vanilla-extract/css';

/** A page outside the dashboard frame that shows a statement (a public share link): no wider than a statement reads. */
export const frame = style({ maxInlineSize: '80rem' });
