import { vars } from '@dfr/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/*
 * What is left of the app's layout utility sheet (issue 31): the sign-in screens' three classes, until those screens
 * move onto @dfr/forms and @dfr/ui's layout primitives (`Inline`, `Text`, and the shell's `Panel`). Everything else
 * places itself with those primitives; add nothing here, and delete this file with its last importer.
 */

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.md} ${vars.space.md}`,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
globalStyle(`${card} > :where(h2, h3):first-child`, { marginTop: 0 });

/** A row of buttons and links. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const muted = style({ color: vars.color.textMuted });
