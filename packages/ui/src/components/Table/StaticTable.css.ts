import { globalStyle, style } from '@vanilla-extract/css';
import { focusRingRule } from '../../styles/shared.css';
import { vars } from '../../theme/contract.css';

// The containing block of visually hidden text in cells, so it scrolls with the table instead of widening the page.
export const wrapper = style({
  position: 'relative',
  overflowX: 'auto',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&:focus-visible': focusRingRule },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: vars.fontWeight.semibold,
});

export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  // Not the root's `anywhere`: that lets a column shrink to one letter (a table wider than a phone broke
  // "equipment" into "equipme/nt"); `break-word` still breaks a word too long for its cell, but only once the
  // column has its words' width.
  overflowWrap: 'break-word',
});

export const head = style({
  background: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

// A row header reads like its row: the column headers alone are bold.
export const rowHeader = style({ fontWeight: vars.fontWeight.regular });

export const end = style({ textAlign: 'end' });
export const nowrap = style({ whiteSpace: 'nowrap' });

// Khmer may break between any two syllables, so a text column's narrowest width is one syllable: in a table wider
// than a phone, a name or a message column was squeezed to a syllable a line (a line item 16 lines tall). A text cell
// in Khmer keeps a readable width; the table scrolls sideways instead. Figures (end-aligned) keep their own width,
// and so may a screen's own cell style (the rule weighs nothing, in `:where`), e.g. a column it keeps on one line.
globalStyle(`:where(${cell}:lang(km):not(${end}):not(${nowrap}))`, { minWidth: '8rem' });

globalStyle(`${table} > tbody > tr:last-child > *`, { borderBlockEnd: 0 });

export const empty = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });
