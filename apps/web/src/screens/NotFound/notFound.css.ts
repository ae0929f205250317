import { vars } from '@dfr/ui';
import { style } from '@vanilla-extract/css';

export const box = style({ maxWidth: 640, marginBlock: vars.space.xl, marginInline: 'auto' });
