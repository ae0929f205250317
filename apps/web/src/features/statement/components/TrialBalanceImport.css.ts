import { vars } from '@dfr/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The import's file drop and its progress bar, no wider than they read well. */
export const progress = style({ marginBlock: vars.space.md, maxInlineSize: '32rem' });
export const importFile = style({ marginBlock: vars.space.md, maxInlineSize: '40rem' });

/** An unknown account's @dfr/forms form: its code, then name, type and line item on one row where they fit. */
export const unknownForm = style({ marginBlock: vars.space.sm });
globalStyle(`${unknownForm} form`, {
  display: 'flex',
  // @dfr/ui's Form stacks its fields in a column; this one lays them in a row that wraps.
  flexDirection: 'row',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: `${vars.space.sm} ${vars.space.md}`,
});
globalStyle(`${unknownForm} form > *`, { flex: '1 1 12rem' });
globalStyle(`${unknownForm} form > strong`, { flex: 'none', alignSelf: 'center' });
globalStyle(`${unknownForm} form > [role="alert"]`, { flexBasis: '100%' });
globalStyle(`${unknownForm} form > :nth-last-child(2)`, { flex: '2 1 20rem' });
globalStyle(`${unknownForm} form > :last-child`, { flex: 'none' });
