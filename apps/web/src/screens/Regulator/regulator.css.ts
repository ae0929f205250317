import { vars } from '@dfr/ui';
import { style } from '@vanilla-extract/css';

/** The submitted statement shown for review (the engine's rendering, sandboxed). */
export const document = style({
  width: '100%',
  height: '60vh',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** A desk list's filters and order, side by side above its table. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
  marginBlockEnd: vars.space.md,
});
