import { vars } from '@dfr/ui';
import { style } from '@vanilla-extract/css';

export const edit = style({ marginTop: vars.space.md });
/** The next filing deadline, the card's headline. */
export const deadline = style({ fontSize: '1.4rem', fontWeight: vars.fontWeight.bold, margin: 0 });
export const rule = style({ fontSize: vars.fontSize.sm });
export const statements = style({ marginBlockEnd: vars.space.lg, display: 'grid', gap: vars.space.sm });
