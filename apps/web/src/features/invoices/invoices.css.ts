import { vars } from '@dfr/ui';
import { style } from '@vanilla-extract/css';

export const narrow = style({ maxWidth: 760 });
export const overdue = style({ color: vars.color.danger });
