import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: {
    '[data-orientation="horizontal"] > &': { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
  },
});
