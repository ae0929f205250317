import { style } from '@vanilla-extract/css';

export const rounding = style({ minInlineSize: '14rem' });
