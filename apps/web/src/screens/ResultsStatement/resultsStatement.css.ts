import { vars } from '@dfr/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const results = style({});
globalStyle(`${results} section`, { marginBlock: vars.space.md });

/** Whether the statement can be filed, in large type. */
export const verdict = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** The validation's progress bar, no wider than it reads well. */
export const progress = style({ marginBlock: vars.space.md, maxInlineSize: '32rem' });
