import { globalStyle, style } from '@vanilla-extract/css';

export const amount = style({});
globalStyle(`${amount} input`, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${amount} abbr`, { textDecoration: 'none' });
