import { lightTokens } from '@dfr/ui';
import { globalStyle } from '@vanilla-extract/css';

/*
 * The page reset, and nothing else: the document outside @dfr/ui's root (which sets the theme's typography and colours
 * on its own tree) gets the theme's background, font and text colour, no margins, and a visible keyboard focus.
 * Every look of the app's own comes from a vanilla-extract module beside its component.
 */
const t = lightTokens;

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', {
  fontFamily: t.font.body,
  color: t.color.text,
  background: t.color.background,
  fontSize: 15,
  lineHeight: 1.6,
  WebkitTextSizeAdjust: '100%',
  colorScheme: 'light',
});
// Khmer stacks vowels and subscripts above and below the line.
globalStyle('html[lang="km-KH"] body', { lineHeight: 1.8 });
globalStyle(':where(a)', { color: t.color.link });
globalStyle(':focus-visible', { outline: `3px solid ${t.color.focusRing}`, outlineOffset: 2 });
globalStyle(':where(h1)', { fontSize: '1.6rem' });
globalStyle(':where(h2)', { fontSize: '1.2rem' });
globalStyle(':where(h3)', { fontSize: '1.05rem' });
// The printed page (a receipt, a statement) has no navigation.
globalStyle('nav, header[role="banner"]', { '@media': { print: { display: 'none' } } });
