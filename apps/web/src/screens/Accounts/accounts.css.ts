import { vars } from '@dfr/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The search and the import side by side (a top-aligned Inline), each at least 20rem. */
export const toolbar = style({});
globalStyle(`${toolbar} > *`, { flex: '1 1 20rem' });

/** The new account's fields, one under another. */
export const form = style({ display: 'grid', gap: vars.space.md, maxInlineSize: '48rem' });

/** The mapping assistant's likely line items under an unmapped account's select. */
export const suggestions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
});

/** Why a suggestion comes first: the country's accepted filings (issue 36). */
export const reason = style({
  fontWeight: 'normal',
  fontStyle: 'italic',
});

/** An account's line item: as wide as a long concept name whether or not its full list is in yet (no jump on hover). */
export const conceptSelect = style({
  // The attribute outranks the compact select's `width: auto` whatever order the style sheets load in.
  selectors: { '&[data-options]': { width: '20rem', maxWidth: '100%' } },
});
