import { vars } from '@dfr/ui';
import { style } from '@vanilla-extract/css';

/** The submitted statement shown for review (the engine's rendering, sandboxed). */
export const document = style({
  width: '100%',
  height: '60vh',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
