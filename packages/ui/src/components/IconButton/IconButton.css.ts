import { globalStyle } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingRule } from '../../styles/shared.css';
import { vars } from '../../theme/contract.css';

export const iconButton = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRingRule,
      '&[data-disabled]': { color: vars.color.disabledText, background: 'transparent', cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&[data-hovered]': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.secondary,
        color: vars.color.onSecondary,
        selectors: { '&[data-hovered]': { background: vars.color.secondaryHover } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceHover },
          '&[data-pressed]': { background: vars.color.primarySoft },
        },
      },
      danger: {
        background: 'transparent',
        color: vars.color.danger,
        selectors: { '&[data-hovered]': { background: vars.color.dangerSoft } },
      },
    },
    size: {
      sm: { width: vars.size.controlSm, height: vars.size.controlSm },
      md: { width: vars.size.control, height: vars.size.control },
      lg: { width: vars.size.controlLg, height: vars.size.controlLg },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

// The unread count on the icon, from the data-badge attribute.
globalStyle(`${iconButton.classNames.base}[data-badge]::after`, {
  content: 'attr(data-badge)',
  position: 'absolute',
  insetBlockStart: 2,
  insetInlineEnd: 2,
  minWidth: '1.1rem',
  height: '1.1rem',
  paddingInline: 3,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: '0.6875rem',
  fontWeight: vars.fontWeight.bold,
  lineHeight: '1.1rem',
  textAlign: 'center',
});
