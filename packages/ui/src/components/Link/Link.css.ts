import { styleVariants } from '@vanilla-extract/css';
import { focusRingRule } from '../../styles/shared.css';
import { vars } from '../../theme/contract.css';

const base = {
  color: vars.color.link,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&[data-hovered]': { color: vars.color.primaryPressed },
    '&[data-focus-visible]': focusRingRule,
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
} as const;

export const link = styleVariants({
  inline: { ...base, textDecoration: 'underline' },
  standalone: { ...base, textDecoration: 'none', fontWeight: vars.fontWeight.semibold },
});
