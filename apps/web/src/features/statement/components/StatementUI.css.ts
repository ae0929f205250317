import { style } from '@vanilla-extract/css';

/** @dfr/ui's root inside running text: it adds no box of its own. */
export const uiInline = style({ display: 'contents' });
