import { vars } from '@dfr/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/*
 * The statement feature's layout pieces on @dfr/ui's theme tokens (logical properties throughout). Component looks
 * (buttons, fields, tables, alerts) come from @dfr/ui; these only place them.
 */

/** A row of buttons or small controls that wraps. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
  marginBlock: vars.space.sm,
});

/** The lifecycle's buttons between two rules. */
export const actionBar = style({
  borderBlock: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.sm,
  marginBlock: vars.space.md,
});

/** The stage's word and badge on one line. */
export const stage = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, margin: 0 });

/** @dfr/ui's root inside running text: it adds no box of its own. */
export const uiInline = style({ display: 'contents' });

/** A sentence that explains, in the muted colour. */
export const hint = style({ color: vars.color.textMuted, margin: 0 });
export const muted = style({ color: vars.color.textMuted });
/** A verdict in words: wrong in the danger colour, right in the success colour. */
export const error = style({ color: vars.color.danger });
export const ok = style({ color: vars.color.success });

export const progress = style({ marginBlock: vars.space.md, maxInlineSize: '32rem' });
export const importFile = style({ marginBlock: vars.space.md, maxInlineSize: '40rem' });

/** Who did each step: a wrapping list without bullets. */
export const stamps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
});

/** A fact's properties: names and values side by side. */
export const facts = style({});
globalStyle(`${facts} dl`, {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
});
globalStyle(`${facts} dt`, { fontWeight: vars.fontWeight.semibold });
globalStyle(`${facts} dd`, { margin: 0 });

/** The conditions of a step (share, submit), each ticked or crossed. */
export const conditions = style({
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.sm} 0`,
  display: 'grid',
  gap: vars.space.xs,
});
export const tick = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold });
export const cross = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold });
export const panel = style({ marginBlock: vars.space.md });
globalStyle(`${panel} h3`, { marginBlock: `0 ${vars.space.sm}` });

/** Unknown accounts of a dry run: one line of fields each. */
export const unknownList = style({ listStyle: 'none', padding: 0, margin: 0 });
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

/** The dry run of a chart file in the import dialog: a long list scrolls inside the dialog. */
export const chartReadings = style({ maxBlockSize: '50vh', overflow: 'auto' });
export const readingsTitle = style({ fontSize: vars.fontSize.md, margin: `${vars.space.sm} 0 ${vars.space.xs}` });
export const readings = style({ margin: 0, paddingInlineStart: vars.space.lg });
globalStyle(`${readings} li`, { marginBlock: vars.space.xs });
globalStyle(`${readings} li[data-possible-error="true"]`, {
  borderInlineStart: `3px solid ${vars.color.warning}`,
  paddingInlineStart: vars.space.xs,
});
