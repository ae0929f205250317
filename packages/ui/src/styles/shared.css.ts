import { type StyleRule, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The keyboard focus ring, shown on `[data-focus-visible]` (react-aria sets it for keyboard focus only). */
export const focusRingRule: StyleRule = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
};

export const focusRing = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingRule },
});

/** A text input box shared by every text-like field. */
export const inputBox = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  width: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-within], &[data-focused]': { borderColor: vars.color.primary, boxShadow: vars.shadow.focus },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { background: vars.color.disabledBg, color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

/** The bare input inside an `inputBox` (or standing alone with `inputBox` on itself). */
export const input = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  lineHeight: vars.lineHeight.body,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** The options of a checkbox or radio group: a column, or a wrapping row in a horizontal group. */
export const choiceOptions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: {
    '[data-orientation="horizontal"] > &': { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
    // A long list in columns: as many 14rem columns as fit, each option in its cell.
    '[data-columns] > &': {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
      columnGap: vars.space.lg,
    },
  },
});

/** A control with its label beside it (checkbox, radio, switch): top-aligned, the label wraps, greyed when disabled. */
export const labelledControlRule: StyleRule = {
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
  maxWidth: '100%',
  selectors: { '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' } },
};
