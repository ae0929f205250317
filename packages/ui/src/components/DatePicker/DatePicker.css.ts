import { style } from '@vanilla-extract/css';
import { focusRingRule, inputBox } from '../../styles/shared.css';
import { vars } from '../../theme/contract.css';

export const group = style([inputBox, { paddingInlineStart: vars.space.sm, gap: vars.space.xs }]);

export const dateInput = style({ display: 'flex', flex: 1, minWidth: 0, paddingBlock: vars.space.xs });

export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const calendarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  paddingInline: vars.space.sm,
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.primary,
  cursor: 'pointer',
  outline: 'none',
  borderStartEndRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRingRule,
  },
});

export const calendar = style({ padding: vars.space.sm, width: 'max-content', maxWidth: '100%' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.sm,
});

export const calendarHeading = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, margin: 0 });

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-hovered]': { background: vars.color.surfaceHover }, '&[data-focus-visible]': focusRingRule },
});

export const grid = style({ borderCollapse: 'collapse' });

export const headerCell = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  paddingBlockEnd: vars.space.xs,
});

export const cell = style({
  width: '2.25rem',
  height: '2.25rem',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRingRule,
    '&[data-selected]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-selection-start], &[data-selection-end]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-disabled], &[data-unavailable]': { color: vars.color.disabledText, cursor: 'default' },
  },
});

export const rangeCell = style({
  selectors: {
    '&[data-selected]:not([data-selection-start]):not([data-selection-end])': {
      background: vars.color.primarySoft,
      color: vars.color.text,
      borderRadius: 0,
    },
  },
});
