import { vars } from '@dfr/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The sign-in screens' @dfr/ui root: the page's background shows through. */
export const ui = style({ background: 'transparent' });

/**
 * The one card of a sign-in step (the shell's Panel, a grid), centred, its form's fields one under another. The one
 * column may shrink below its content's natural width (an input with its "Show password" button is wider than a
 * phone's card), so nothing pokes out of the card on a phone.
 */
const oneColumn = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } as const;
export const card = style({
  maxWidth: '28rem',
  margin: '2rem auto',
  gridTemplateColumns: oneColumn.gridTemplateColumns,
});
globalStyle(`${card} h1`, { margin: 0, fontSize: vars.fontSize.xl });
globalStyle(`${card} form`, oneColumn);

/** The route guard's notice when the session could not be read (in place of the screen, which needs the session). */
export const gate = style({ maxWidth: '40rem', margin: '2rem auto', padding: `0 ${vars.space.md}` });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.md}`,
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
});

/** The password policy's checklist; a rule met turns green. */
export const rules = style({});
globalStyle(`${rules} ul`, {
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.xs} 0 0`,
  display: 'grid',
  gap: vars.space.xs,
});
globalStyle(`${rules} li[data-ok="true"]`, { color: vars.color.success });

/** A part of the security page (change password, two-step, sign out everywhere). */
export const section = style({
  display: 'grid',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
globalStyle(`${section} h2`, { margin: 0, fontSize: vars.fontSize.lg });

/** The authenticator's QR code and its key to type instead. */
export const qr = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm });
globalStyle(`${qr} img`, { width: 200, height: 200, imageRendering: 'pixelated' });
export const secret = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere', userSelect: 'all' });
