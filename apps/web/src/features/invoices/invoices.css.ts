import { vars } from '@dfr/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const narrow = style({ maxWidth: 760 });
export const overdue = style({ color: vars.color.danger });
// An invoice's number and its dates stay on one line (they broke at the hyphen and between day and month even on a
// desktop); the table scrolls sideways on a phone instead, as every @dfr/ui table does.
globalStyle('tr[data-invoice] > *', { whiteSpace: 'nowrap' });
