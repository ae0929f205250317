import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { breakpoints } from './tokens';

const responsive = defineProperties({
  conditions: {
    phone: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'phone',
  responsiveArray: ['phone', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingInlineStart: vars.space,
    paddingInlineEnd: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginInlineStart: vars.space,
    marginInlineEnd: vars.space,
    gridTemplateColumns: {
      '1': 'minmax(0, 1fr)',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
      '4': 'repeat(4, minmax(0, 1fr))',
    },
    textAlign: ['start', 'center', 'end'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingX: ['paddingInlineStart', 'paddingInlineEnd'],
    paddingY: ['paddingTop', 'paddingBottom'],
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

/** Layout atoms with named breakpoint conditions (`{ phone, tablet, desktop }` or an array in that order). */
export const sprinkles = createSprinkles(responsive, colours);
export type Sprinkles = Parameters<typeof sprinkles>[0];
