import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const menu = style({ minWidth: '12rem' });
export const danger = style({ color: vars.color.danger });
export const separator = style({
  height: 1,
  marginBlock: vars.space.xs,
  background: vars.color.border,
  border: 'none',
});
