import { vars } from '@dfr/ui';
import { style } from '@vanilla-extract/css';

export const hero = style({ padding: 'clamp(20px, 5vw, 56px) 0 24px', display: 'grid', gap: vars.space.md });
export const title = style({ fontSize: 'clamp(1.7rem, 4vw, 2.6rem)', color: vars.color.primaryHover });
export const lead = style({ fontSize: vars.fontSize.lg, maxWidth: '60ch' });
/** The steps and the audiences: cards in a list without bullets. */
export const steps = style({ listStyle: 'none', padding: 0 });
