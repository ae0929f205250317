import { vars } from '@dfr/ui';
import { style } from '@vanilla-extract/css';

export const hero = style({ padding: 'clamp(20px, 5vw, 56px) 0 24px', display: 'grid', gap: vars.space.md });
export const title = style({ fontSize: 'clamp(1.7rem, 4vw, 2.6rem)', color: vars.color.primaryHover });
export const lead = style({ fontSize: vars.fontSize.lg, maxWidth: '60ch' });
/** Four steps: four in a row, two by two, or one column; never three and one left alone. */
export const fourSteps = style({
  gridTemplateColumns: 'repeat(4, 1fr)',
  '@media': {
    '(max-width: 1100px)': { gridTemplateColumns: 'repeat(2, 1fr)' },
    '(max-width: 600px)': { gridTemplateColumns: '1fr' },
  },
});
