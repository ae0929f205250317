import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** The root of every @dfr/ui tree: base typography and colours, scoped so the host page is left alone. */
export const root = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
  // Khmer has no spaces between words: let unbroken labels wrap instead of overflowing.
  overflowWrap: 'anywhere',
});

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' });
globalStyle(`${root} :where(h1, h2, h3, h4, h5, h6, p, figure, dl, dd, ul, ol)`, { margin: 0 });
globalStyle(`${root} :where(button, input, select, textarea)`, { font: 'inherit', color: 'inherit' });
globalStyle(`${root} :where(h1, h2, h3, h4)`, {
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.semibold,
});
globalStyle(`${root}:lang(km) :where(h1, h2, h3, h4), ${root} :lang(km) :where(h1, h2, h3, h4)`, {
  lineHeight: vars.lineHeight.body,
});
globalStyle(`${root} :where(table)`, { borderCollapse: 'collapse' });
// A plain link inside the tree takes the theme's link colour (the browser's blue fails contrast on a dark theme).
globalStyle(`${root} :where(a)`, { color: vars.color.link });

/** Visually hidden but read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
