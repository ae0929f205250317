import { style } from '@vanilla-extract/css';
import { inputBox } from '../../styles/shared.css';
import { vars } from '../../theme/contract.css';

export const trigger = style([
  inputBox,
  {
    justifyContent: 'space-between',
    gap: vars.space.sm,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { borderColor: vars.color.primary, boxShadow: vars.shadow.focus },
      '[data-invalid] &': { borderColor: vars.color.danger },
      '&[data-disabled]': { background: vars.color.disabledBg, color: vars.color.disabledText, cursor: 'not-allowed' },
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});
