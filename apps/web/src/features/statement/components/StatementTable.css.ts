import { vars } from '@dfr/ui';
import { style } from '@vanilla-extract/css';

/** A statement's caption: its title, then the unit in a lighter weight. */
export const captionTitle = style({ fontWeight: vars.fontWeight.semibold });
export const unit = style({
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  marginInlineStart: vars.space.sm,
});

// The row kinds' cells: doubled classes, so they win over the table's own cell and row-header styles.
/** A total: bold, with a rule above its cells. */
export const total = style({
  selectors: {
    '&&': { fontWeight: vars.fontWeight.bold, borderBlockStart: `1px solid ${vars.color.borderStrong}` },
  },
});
/** A heading row (an abstract concept): semibold, no amounts. */
export const heading = style({ selectors: { '&&': { fontWeight: vars.fontWeight.semibold } } });
/** The row of the figure whose properties are shown. */
export const selected = style({ selectors: { '&&': { background: vars.color.selected } } });

/**
 * A figure that opens its properties: @dfr/ui's ghost Button drawn as the number it is (inline, the row's weight,
 * a dotted underline). Doubled class: it must win over the button's own size and padding.
 */
export const figure = style({
  selectors: {
    '&&': {
      minHeight: 0,
      padding: 0,
      font: 'inherit',
      fontVariantNumeric: 'tabular-nums',
      color: 'inherit',
      background: 'none',
      borderRadius: 0,
      borderBlockEnd: `1px dotted ${vars.color.primary}`,
    },
  },
});
