import { vars } from '@dfr/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/* The signed-in frame (brand, top bar, sidebar, main) and the public one (top bar, centred main), on the theme. */

const narrow = '(max-width: 900px)';

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: `${vars.size.sidebar} minmax(0, 1fr)`,
  gridTemplateRows: `${vars.size.topBar} 1fr`,
  gridTemplateAreas: '"brand top" "nav main"',
  '@media': {
    [narrow]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateRows: 'auto auto 1fr',
      gridTemplateAreas: '"brand" "top" "main"',
    },
  },
  selectors: {
    // The phone menu's backdrop.
    '&[data-nav-open="true"]::after': {
      '@media': {
        [narrow]: { content: '""', position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: 50 },
      },
    },
  },
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: -48,
  zIndex: 100,
  background: vars.color.surface,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const brand = style({
  gridArea: 'brand',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.onPrimary } },
  '@media': { [narrow]: { minHeight: 52 } },
});

export const logo = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.md,
  background: vars.color.onPrimary,
  color: vars.color.primary,
  fontWeight: 800,
  fontSize: vars.fontSize.xs,
});

export const top = style({
  gridArea: 'top',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.md,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: 20,
  '@media': { [narrow]: { flexWrap: 'wrap', paddingBlock: vars.space.sm, position: 'static' } },
});

export const spacer = style({ flex: 1 });

/** The buttons that open and close the sidebar on a phone. */
export const menuToggle = style({ display: 'none', '@media': { [narrow]: { display: 'inline-flex' } } });

export const nav = style({
  gridArea: 'nav',
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  overflowY: 'auto',
  '@media': { [narrow]: { display: 'none', gridArea: 'main', border: 0 } },
});
globalStyle(`${shell}[data-nav-open="true"] ${nav}`, {
  '@media': {
    [narrow]: {
      display: 'block',
      position: 'fixed',
      inset: '0 20% 0 0',
      zIndex: 60,
      boxShadow: vars.shadow.md,
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${nav} h2`, {
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
  margin: `14px 10px ${vars.space.xs}`,
});
globalStyle(`${nav} ul`, { listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${nav} a`, {
  display: 'block',
  padding: '7px 12px',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
});
globalStyle(`${nav} a:hover`, { background: vars.color.primarySoft });
globalStyle(`${nav} a[aria-current="page"]`, {
  background: vars.color.primarySoft,
  color: vars.color.primaryHover,
  fontWeight: vars.fontWeight.bold,
  boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
});

export const main = style({
  gridArea: 'main',
  padding: `${vars.space.lg} clamp(14px, 3vw, 32px) ${vars.space.xxl}`,
  minWidth: 0,
});

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  marginBottom: vars.space.md,
});
globalStyle(`${pageHeader} h1`, { margin: 0 });
globalStyle(`${pageHeader} p`, { margin: 0, color: vars.color.textMuted });

/* public pages (home, sign-in, not found) */
export const publicTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} clamp(14px, 4vw, 40px)`,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const publicBrand = style([
  brand,
  {
    background: 'none',
    color: vars.color.primary,
    padding: 0,
    selectors: { '&:hover': { color: vars.color.primaryHover } },
  },
]);
export const publicLogo = style([logo, { background: vars.color.primary, color: vars.color.onPrimary }]);
export const publicMain = style({
  maxWidth: 1100,
  margin: '0 auto',
  padding: `28px clamp(14px, 4vw, 40px) 56px`,
});

/* the top bar's popovers (entity switcher, notifications) */
export const topPop = style({ minWidth: 260, maxWidth: 'min(380px, calc(100vw - 24px))' });
globalStyle(`${topPop} ul`, { listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${topPop} hr`, { border: 0, borderTop: `1px solid ${vars.color.border}`, margin: '6px 0' });
export const entityButton = style({
  maxWidth: 300,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': { [narrow]: { maxWidth: 180 } },
});
export const notice = style({
  padding: `${vars.space.sm} 10px`,
  borderRadius: vars.radius.sm,
  selectors: { '&[data-unread="true"]': { background: vars.color.primarySoft } },
});
globalStyle(`${notice} time`, { fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const popNote = style({ margin: vars.space.sm, color: vars.color.textMuted });
globalStyle(`${topPop} li > a`, {
  display: 'block',
  padding: `${vars.space.sm} 10px`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
});
globalStyle(`${topPop} li > a:hover`, { background: vars.color.primarySoft });

/* Tab lists wrap onto a second line (the statement has eleven tabs; phones) rather than hide tabs past the scroll
   edge, where the selected one could be out of sight. Inside @dfr/ui's root, so it outranks the list's own style. */
export const tablist = style({ selectors: { '[data-lang] &': { flexWrap: 'wrap' } } });

/** The language switch: two buttons side by side in one outlined group. */
export const languages = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  minWidth: 0,
  // The two languages keep their full names on a phone: the brand beside them wraps instead.
  flexShrink: 0,
});
export const language = style({ borderRadius: vars.radius.full, whiteSpace: 'nowrap' });

/** A wrapper that adds no box (a deferred top-bar control: its stand-in, then the real control, in one place). */
export const contents = style({ display: 'contents' });
