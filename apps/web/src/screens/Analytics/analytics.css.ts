import { vars } from '@dfr/ui';
import { style } from '@vanilla-extract/css';

export const table = style({ marginBlockEnd: vars.space.lg });
