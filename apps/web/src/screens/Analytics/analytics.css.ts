import { vars } from '@dfr/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const table = style({ marginBlockEnd: vars.space.lg });
// Eleven ratios: on one line each, their names made the table wider than a desktop (most ratios out of sight); the
// names wrap at their words instead, aligned on the figures under them.
globalStyle(`${table} thead th`, { whiteSpace: 'normal', verticalAlign: 'bottom' });
