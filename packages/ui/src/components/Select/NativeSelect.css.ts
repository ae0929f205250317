import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../styles/shared.css';
import { vars } from '../../theme/contract.css';

/** The browser's own select on the theme: the same box as the text fields, the platform's option list. */
export const select = style({
  minHeight: vars.size.control,
  width: '100%',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  font: 'inherit',
  lineHeight: vars.lineHeight.body,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-visible': { ...focusRingRule, borderColor: vars.color.primary },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { background: vars.color.disabledBg, color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const compact = style({ minHeight: vars.size.controlSm, width: 'auto', maxWidth: '100%' });
