import { vars } from '@dfr/ui';
import { style } from '@vanilla-extract/css';

export const actions = style({ marginTop: vars.space.md });
