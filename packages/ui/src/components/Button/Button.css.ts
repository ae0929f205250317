import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRingRule } from '../../styles/shared.css';
import { vars } from '../../theme/contract.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    maxWidth: '100%',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.body,
    textAlign: 'center',
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRingRule,
      '&[data-disabled]': {
        background: vars.color.disabledBg,
        color: vars.color.disabledText,
        borderColor: 'transparent',
        cursor: 'not-allowed',
      },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered]': { background: vars.color.primaryHover },
          '&[data-pressed]': { background: vars.color.primaryPressed },
        },
      },
      secondary: {
        background: vars.color.secondary,
        color: vars.color.onSecondary,
        borderColor: vars.color.secondaryPressed,
        selectors: {
          '&[data-hovered]': { background: vars.color.secondaryHover },
          '&[data-pressed]': { background: vars.color.secondaryPressed },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.link,
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceHover },
          '&[data-pressed]': { background: vars.color.primarySoft },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: {
          '&[data-hovered]': { background: vars.color.dangerHover },
          '&[data-pressed]': { background: vars.color.dangerHover },
        },
      },
    },
    size: {
      sm: { minHeight: vars.size.controlSm, paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
      md: { minHeight: vars.size.control, paddingInline: vars.space.md, fontSize: vars.fontSize.md },
      lg: { minHeight: vars.size.controlLg, paddingInline: vars.space.lg, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** A LinkButton: a link without the underline. */
export const linkButton = style({ textDecoration: 'none' });
