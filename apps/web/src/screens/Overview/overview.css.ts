import { vars } from '@dfr/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const edit = style({ marginTop: vars.space.md });
/** The next filing deadline, the card's headline. */
export const deadline = style({ fontSize: '1.4rem', fontWeight: vars.fontWeight.bold, margin: 0 });
export const rule = style({ fontSize: vars.fontSize.sm });
export const statements = style({ marginBlockEnd: vars.space.lg, display: 'grid', gap: vars.space.sm });
// The last column's "Open 2025" link: Khmer may break between any two clusters, so without this the table, already
// wider than a phone, squeezed the link to one character a line.
globalStyle(`${statements} td:last-child a`, { whiteSpace: 'nowrap' });
