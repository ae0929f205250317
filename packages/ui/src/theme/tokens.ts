/** Statement stages and invoice states the UI knows by name (and nothing more about them). */
export const statementStatuses = [
  'draft',
  'finalized',
  'validated',
  'approved',
  'paid',
  'submitted',
  'accepted',
  'rejected',
] as const;
export type StatementStatus = (typeof statementStatuses)[number];

/** Invoice states: open → paid → received. */
export const invoiceStatuses = ['open', 'paid', 'received'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** Every status that has its own colour token. */
export const statusTones = [...statementStatuses, 'open', 'received'] as const;
export type StatusTone = (typeof statusTones)[number];

/** Breakpoints in pixels (min-width). Media queries cannot read CSS variables, so these are plain numbers. */
export const breakpoints = { phone: 0, tablet: 768, desktop: 1024, wide: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Media queries for the breakpoints, for use in `.css.ts` files. */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  phoneOnly: `screen and (max-width: ${breakpoints.tablet - 1}px)`,
} as const;

/** The Khmer-first font stack: the bundled Noto Sans Khmer, then Khmer OS system fonts, then the platform font. */
export const fontStack =
  '"Noto Sans Khmer", "Khmer OS System", "Khmer OS", "Khmer UI", "Leelawadee UI", system-ui, -apple-system, "Segoe UI", sans-serif';

/** Space scale names (used by sprinkles and components). */
export const spaceScale = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export type Space = (typeof spaceScale)[number];
