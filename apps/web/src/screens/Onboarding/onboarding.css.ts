import { vars } from '@dfr/ui';
import { style } from '@vanilla-extract/css';

export const requests = style({ marginBlockEnd: vars.space.md });
