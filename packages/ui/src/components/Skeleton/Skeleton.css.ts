import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });
export const block = recipe({
  base: {
    display: 'block',
    background: vars.color.surfaceSunken,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radius.sm },
      rect: { height: '6rem', borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full },
    },
  },
});
