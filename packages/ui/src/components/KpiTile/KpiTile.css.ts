import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});
export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});
export const value = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});
export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const trend = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    borderRadius: vars.radius.full,
    paddingInline: vars.space.xs,
  },
  variants: {
    tone: {
      good: { color: vars.color.success, background: vars.color.successSoft },
      bad: { color: vars.color.danger, background: vars.color.dangerSoft },
      neutral: { color: vars.color.textMuted, background: vars.color.surfaceSunken },
    },
  },
});
