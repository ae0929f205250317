import { style } from '@vanilla-extract/css';

export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
