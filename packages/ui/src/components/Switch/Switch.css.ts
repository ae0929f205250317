import { style } from '@vanilla-extract/css';
import { focusRingRule, labelledControlRule } from '../../styles/shared.css';
import { vars } from '../../theme/contract.css';

export const switchRoot = style(labelledControlRule);

export const track = style({
  flexShrink: 0,
  position: 'relative',
  width: '2.5rem',
  height: '1.5rem',
  marginBlockStart: '0.1rem',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background ${vars.duration.fast}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.primary },
    [`${switchRoot}[data-focus-visible] &`]: focusRingRule,
    [`${switchRoot}[data-disabled] &`]: { background: vars.color.disabledBg },
  },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: '3px',
  insetInlineStart: '3px',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(1rem)' },
    [`[dir="rtl"] ${switchRoot}[data-selected] &`]: { transform: 'translateX(-1rem)' },
  },
});
