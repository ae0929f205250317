import { style } from '@vanilla-extract/css';

export const narrow = style({ maxWidth: 720 });
