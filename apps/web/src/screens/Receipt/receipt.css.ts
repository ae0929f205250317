import { style } from '@vanilla-extract/css';

/** The receipt reads as one printed page. */
export const receipt = style({ maxWidth: 720 });

/** Kept off the printed page: the print and download buttons. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });
