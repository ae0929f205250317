/**
 * The colours a status badge can take, named by colour, not by status: @dfr/ui knows no statement stage or invoice
 * state (its consumer maps its own statuses onto these, e.g. the web's `features/shell/statusTone.ts`).
 */
export const statusTones = ['grey', 'blue', 'purple', 'green', 'teal', 'orange', 'forest', 'red', 'amber'] as const;
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
