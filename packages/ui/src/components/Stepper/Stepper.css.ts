import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export { visuallyHidden as srOnly } from '../../theme/global.css';

export const stepper = recipe({
  base: { display: 'flex', listStyle: 'none', margin: 0, padding: 0, gap: vars.space.md, minWidth: 0 },
  variants: {
    orientation: {
      horizontal: { flexDirection: 'column', '@media': { [media.tablet]: { flexDirection: 'row' } } },
      vertical: { flexDirection: 'column' },
    },
  },
});

export const step = style({
  flex: 1,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="current"]': { color: vars.color.text },
    '&[data-state="complete"]': { color: vars.color.text },
  },
});

export const marker = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    [`${step}[data-state="current"] &`]: {
      borderColor: vars.color.primary,
      color: vars.color.primary,
      boxShadow: `0 0 0 3px ${vars.color.primarySoft}`,
    },
    [`${step}[data-state="complete"] &`]: {
      borderColor: vars.color.primary,
      background: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0, paddingBlockStart: 2 });
export const label = style({
  fontWeight: vars.fontWeight.semibold,
  selectors: { [`${step}[data-state="upcoming"] &`]: { fontWeight: vars.fontWeight.medium } },
});
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
