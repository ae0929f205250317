import { vars } from '@dfr/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const narrow = style({ maxWidth: 760 });
/** "Overdue" under the due date (on one line with it, the table no longer fit a desktop in Khmer). */
export const overdue = style({ color: vars.color.danger, display: 'block' });
// An invoice's number and its dates stay on one line (they broke at the hyphen and between day and month even on a
// desktop); the table scrolls sideways on a phone instead, as every @dfr/ui table does. Unbroken, a cell is as wide
// as its text, so it needs no minimum width (a Khmer text cell's 8rem would push the receipt column out of sight).
globalStyle('tr[data-invoice] > *', { whiteSpace: 'nowrap', minWidth: 0 });

/** The pay dialog's parts (the KHQR card, its text, the receipt notice) one under another, spaced by the theme. */
export const payBody = style({ display: 'grid', gap: vars.space.md });
