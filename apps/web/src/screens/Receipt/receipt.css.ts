import { style } from '@vanilla-extract/css';

/** The receipt reads as one printed page. */
export const receipt = style({ maxWidth: 720 });
