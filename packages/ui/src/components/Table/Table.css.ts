import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../styles/shared.css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const table = style({
  width: '100%',
  overflow: 'auto',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-focus-visible]': { ...focusRingRule, outlineOffset: '-2px' } },
});

export const header = style({
  background: vars.color.surfaceSunken,
  zIndex: vars.zIndex.sticky,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const column = style({
  display: 'flex',
  alignItems: 'center',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  textAlign: 'start',
  background: vars.color.surfaceSunken,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered][data-allows-sorting]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { ...focusRingRule, outlineOffset: '-2px' },
  },
});

// Headings stay on one line: the virtualized header has one measured height.
export const columnInner = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  whiteSpace: 'nowrap',
});

export const end = style({ justifyContent: 'flex-end', textAlign: 'end' });

export const selectColumn = style({ justifyContent: 'center', paddingInline: vars.space.sm });

export const sortIcon = style({ color: vars.color.textMuted });
export const sortActive = style({ color: vars.color.primary });

export const row = style({
  display: 'flex',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.selected },
    '&[data-focus-visible]': { ...focusRingRule, outlineOffset: '-2px' },
    '&[data-href], &[data-action]': { cursor: 'pointer' },
  },
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  minWidth: 0,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRingRule, outlineOffset: '-2px' } },
});

export const empty = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });
