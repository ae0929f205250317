import { vars } from '@dfr/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** A group of typed figures, laid out like the printed statement. */
export const table = style({ marginBlock: vars.space.md });
globalStyle(`${table} caption`, { fontWeight: vars.fontWeight.semibold });

/** A figure's cell: the amount field right-aligned, tabular digits. */
export const amount = style({ textAlign: 'end', whiteSpace: 'nowrap' });
globalStyle(`${amount} input`, { inlineSize: '12rem', textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
