import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingRule } from '../../styles/shared.css';
import { vars } from '../../theme/contract.css';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.md,
  insetInlineEnd: vars.space.md,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  width: 'min(24rem, calc(100vw - 32px))',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingRule },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    boxShadow: vars.shadow.lg,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: 4,
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRingRule },
  },
  variants: {
    tone: {
      success: { borderInlineStartColor: vars.color.success },
      error: { borderInlineStartColor: vars.color.danger },
      info: { borderInlineStartColor: vars.color.info },
    },
  },
});

export const icon = recipe({
  base: { marginBlockStart: 2 },
  variants: {
    tone: {
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
      info: { color: vars.color.info },
    },
  },
});

export const content = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });
export const title = style({ fontWeight: vars.fontWeight.semibold });
export const close = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-hovered]': { background: vars.color.surfaceHover }, '&[data-focus-visible]': focusRingRule },
});
