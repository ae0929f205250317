import { vars } from '@dfr/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/*
 * The app's shared layout pieces, on @dfr/ui's theme tokens: a card surface, the page grids, a row of actions,
 * a description list and muted text. Screens compose these; component looks come from @dfr/ui.
 */

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.md} ${vars.space.md}`,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
globalStyle(`${card} > :where(h2, h3):first-child`, { marginTop: 0 });

/** Cards side by side, as many as fit (280px each at least). */
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  marginBlockEnd: vars.space.md,
});

/** Four steps: four in a row, two by two, or one column; never three and one left alone. */
export const gridSteps = style({
  gridTemplateColumns: 'repeat(4, 1fr)',
  '@media': {
    '(max-width: 1100px)': { gridTemplateColumns: 'repeat(2, 1fr)' },
    '(max-width: 600px)': { gridTemplateColumns: '1fr' },
  },
});

/** Two wide panels side by side, stacked on a narrow screen. */
export const grid2 = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 380px), 1fr))',
  marginBlockEnd: vars.space.md,
});

/** A row of buttons and links. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const muted = style({ color: vars.color.textMuted });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });
export const mono = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });

/**
 * Terms and their values side by side. A term column as wide as its longest term took most of a phone's card
 * ("Company registration number"), leaving a value a word a line: the terms get at most 45% and wrap beyond it.
 */
export const dl = style({
  display: 'grid',
  gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${dl} dt`, { color: vars.color.textMuted });
globalStyle(`${dl} dd`, { margin: 0, overflowWrap: 'anywhere' });

/** Form fields in columns, as many as fit (240px each at least). */
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: `${vars.space.md} ${vars.space.md}`,
  alignItems: 'start',
});
export const spanAll = style({ gridColumn: '1 / -1' });

export const formSection = style({ marginBlock: `${vars.space.sm} ${vars.space.md}` });
globalStyle(`${formSection} > h3`, {
  borderBlockEnd: `1px solid ${vars.color.border}`,
  paddingBlockEnd: vars.space.xs,
});

/** A list without bullets. */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** Kept off the printed page (navigation, actions). */
export const noPrint = style({ '@media': { print: { display: 'none' } } });

/** Key figures side by side (200px each at least). */
export const kpis = style([grid, { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))' }]);

/** A field's hint under it. */
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A row of controls above a table or a statement (filters, rounding, actions), wrapping on a narrow screen. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlock: vars.space.sm,
});

/** A page outside the dashboard frame that shows a statement (a public share link). */
export const screenFrame = style({ padding: `${vars.space.md} ${vars.space.lg}`, maxInlineSize: '80rem' });
