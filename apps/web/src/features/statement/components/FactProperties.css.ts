import { vars } from '@dfr/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** A fact's properties: names and values side by side. */
export const facts = style({});
globalStyle(`${facts} dl`, {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
});
globalStyle(`${facts} dt`, { fontWeight: vars.fontWeight.semibold });
globalStyle(`${facts} dd`, { margin: 0 });
