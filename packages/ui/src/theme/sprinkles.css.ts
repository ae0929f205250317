import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { breakpoints } from './tokens';

const responsive = defineProperties({
  conditions: {
    phone: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
  },
  defaultCondition: 'phone',
  responsiveArray: ['phone', 'tablet'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingInlineStart: vars.space,
    paddingInlineEnd: vars.space,
    gridTemplateColumns: {
      '1': 'minmax(0, 1fr)',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
      '4': 'repeat(4, minmax(0, 1fr))',
    },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingX: ['paddingInlineStart', 'paddingInlineEnd'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

/**
 * Layout atoms that do not change with the screen's width: every condition multiplies the stylesheet the first
 * screen loads (each value a class per breakpoint), and no screen changes its margins or alignment by width.
 */
const fixed = defineProperties({
  properties: {
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    marginTop: vars.space,
    marginBottom: vars.space,
    marginInlineStart: vars.space,
    marginInlineEnd: vars.space,
    textAlign: ['start', 'center', 'end'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
  },
  shorthands: {
    margin: ['marginTop', 'marginBottom', 'marginInlineStart', 'marginInlineEnd'],
    marginX: ['marginInlineStart', 'marginInlineEnd'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colours = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      primary: vars.color.primary,
      danger: vars.color.danger,
      success: vars.color.success,
    },
    background: {
      surface: vars.color.surface,
      sunken: vars.color.surfaceSunken,
      background: vars.color.background,
      primarySoft: vars.color.primarySoft,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    fontFamily: vars.font,
    /** A surface's rule: the theme's border colour, or its strong one. */
    border: {
      none: 'none',
      standard: `1px solid ${vars.color.border}`,
      strong: `1px solid ${vars.color.borderStrong}`,
    },
    /** `0` lets a flex or grid item shrink below its content's width (a long Khmer word, a table). */
    minWidth: { 0: '0' },
    listStyle: ['none'],
    overflowWrap: ['normal', 'anywhere'],
  },
});

/**
 * Layout atoms; display, direction, gap, padding and grid columns take named breakpoint conditions (`{ phone,
 * tablet }` or an array in that order; two, since each condition is a class per value on the first screen).
 */
export const sprinkles = createSprinkles(responsive, fixed, colours);
export type Sprinkles = Parameters<typeof sprinkles>[0];
