import { vars } from '@dfr/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Terms and their values side by side. A term column as wide as its longest term took most of a phone's card
 * ("Company registration number"), leaving a value a word a line: the terms get at most 45% and wrap beyond it.
 */
export const terms = style({
  display: 'grid',
  gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${terms} dt`, { color: vars.color.textMuted });
globalStyle(`${terms} dd`, { margin: 0, overflowWrap: 'anywhere' });
