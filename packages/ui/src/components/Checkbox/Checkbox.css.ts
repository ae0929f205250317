import { style } from '@vanilla-extract/css';
import { focusRingRule, labelledControlRule } from '../../styles/shared.css';
import { vars } from '../../theme/contract.css';

export const checkbox = style({ ...labelledControlRule, color: vars.color.text });

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  marginBlockStart: '0.2rem',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  transition: `background ${vars.duration.fast}`,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRingRule,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}[data-disabled] &`]: { borderColor: vars.color.disabledText, background: vars.color.disabledBg },
  },
});
