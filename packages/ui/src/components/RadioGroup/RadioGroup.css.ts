import { style } from '@vanilla-extract/css';
import { focusRingRule, labelledControlRule } from '../../styles/shared.css';
import { vars } from '../../theme/contract.css';

export const radio = style(labelledControlRule);

export const circle = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginBlockStart: '0.2rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `border-width ${vars.duration.fast}`,
  selectors: {
    [`${radio}[data-selected] &`]: { borderWidth: '6px', borderColor: vars.color.primary },
    [`${radio}[data-focus-visible] &`]: focusRingRule,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${radio}[data-disabled] &`]: { borderColor: vars.color.disabledText, background: vars.color.disabledBg },
  },
});
