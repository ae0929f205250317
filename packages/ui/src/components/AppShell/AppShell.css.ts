import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../styles/shared.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const shell = style({
  display: 'flex',
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: -100,
  zIndex: vars.zIndex.toast,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.link,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  selectors: { '&:focus': { insetBlockStart: vars.space.sm, ...focusRingRule } },
});

export const sidebar = style({
  display: 'none',
  flexDirection: 'column',
  width: vars.size.sidebar,
  flexShrink: 0,
  position: 'sticky',
  insetBlockStart: 0,
  height: '100dvh',
  overflowY: 'auto',
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { display: 'flex' } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.topBar,
  paddingInline: vars.space.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const brandInline = style({ fontWeight: vars.fontWeight.bold, color: vars.color.primary, minWidth: 0 });

export const nav = style({ flex: 1, padding: vars.space.sm });

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { ...focusRingRule, outlineOffset: '-2px' },
    '&[aria-current="page"]': {
      background: vars.color.primarySoft,
      color: vars.color.primaryPressed,
      fontWeight: vars.fontWeight.semibold,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
  },
});

export const navLabel = style({ flex: 1, minWidth: 0 });

export const navBadge = style({
  minWidth: '1.5rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
});

export const sidebarFooter = style({ padding: vars.space.md, borderBlockStart: `1px solid ${vars.color.border}` });

export const column = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const topBar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.topBar,
  paddingInline: vars.space.md,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const menuButton = style({ display: 'inline-flex', '@media': { [media.tablet]: { display: 'none' } } });

export const topBrand = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  whiteSpace: 'nowrap',
  '@media': { [media.tablet]: { display: 'none' } },
});

export const entity = style({ flex: 1, minWidth: 0, display: 'flex' });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexShrink: 0 });

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.md,
  outline: 'none',
  '@media': { [media.desktop]: { padding: vars.space.lg } },
});

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  width: 'min(20rem, 85vw)',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
  outline: 'none',
});

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  outline: 'none',
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingInlineStart: vars.space.sm,
});

export const entitySelect = style({ minWidth: 0, maxWidth: '100%' });

export const entityButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-hovered]': { background: vars.color.surfaceHover }, '&[data-focus-visible]': focusRingRule },
});

export const entityValue = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const userButton = style({
  display: 'inline-flex',
  padding: 2,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingRule },
});
