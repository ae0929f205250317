import { style } from '@vanilla-extract/css';

/** The statement's toolbar holds the rounding select: its fields line up at their bottom edge. */
export const toolbar = style({ alignItems: 'end' });
export const rounding = style({ minInlineSize: '14rem' });
