import { vars } from '@dfr/ui';
import { style } from '@vanilla-extract/css';

/** The rates tab: its parts one under the other. */
export const rates = style({ display: 'grid', gap: vars.space.md });
/** The currency filter: as wide as a currency's name needs. */
export const filter = style({ maxInlineSize: '16rem' });
/** The CSV's first lines as an example: wraps on a phone, in the sunken surface. */
export const sample = style({
  background: vars.color.surfaceSunken,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
});
