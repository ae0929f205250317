import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const boxes = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const box = style({
  width: '2.75rem',
  height: '3.25rem',
  textAlign: 'center',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&:focus': { borderColor: vars.color.primary, boxShadow: vars.shadow.focus },
    '&:disabled': { background: vars.color.disabledBg, color: vars.color.disabledText },
  },
});

export const invalid = style({ borderColor: vars.color.danger });
