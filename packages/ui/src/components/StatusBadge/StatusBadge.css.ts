import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { type StatusTone, statusTones } from '../../theme/tokens';

const tones = Object.fromEntries(
  statusTones.map((s) => [
    s,
    { color: vars.status[s].fg, background: vars.status[s].bg, borderColor: vars.status[s].border },
  ]),
) as Record<StatusTone, { color: string; background: string; borderColor: string }>;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    border: '1px solid',
    borderRadius: vars.radius.full,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.body,
    verticalAlign: 'middle',
  },
  variants: {
    tone: tones,
    size: {
      sm: { fontSize: vars.fontSize.xs, paddingInline: vars.space.sm, paddingBlock: 0 },
      md: { fontSize: vars.fontSize.sm, paddingInline: vars.space.sm, paddingBlock: vars.space.xxs },
    },
  },
});

export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: 'currentColor',
});
