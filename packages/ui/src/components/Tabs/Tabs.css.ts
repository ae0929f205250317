import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../styles/shared.css';
import { vars } from '../../theme/contract.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBlockEnd: 'none',
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});

/** A TabSet's list: wraps onto further lines instead of scrolling sideways. */
export const tabListWrap = style({ flexWrap: 'wrap', overflowX: 'visible' });

export const tab = style({
  position: 'relative',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  borderBlockEnd: '3px solid transparent',
  marginBlockEnd: -1,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[data-selected]': { color: vars.color.primary, borderBlockEndColor: vars.color.primary },
    '&[data-focus-visible]': { ...focusRingRule, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const tabPanel = style({
  outline: 'none',
  minWidth: 0,
  selectors: { '&[data-focus-visible]': { ...focusRingRule, borderRadius: vars.radius.sm } },
});
