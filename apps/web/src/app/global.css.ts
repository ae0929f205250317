import { lightTokens, vars } from '@dfr/ui';
import { fallbackVar, globalStyle } from '@vanilla-extract/css';

/*
 * The page reset, and nothing else: the document outside @dfr/ui's root (which sets the theme's typography and colours
 * on its own tree) gets the theme's background, font and text colour, no margins, and a visible keyboard focus.
 * Every look of the app's own comes from a vanilla-extract module beside its component.
 */
const l = lightTokens;
/** The deployment's theme (its class is on <html>, see app/theme.ts), the product's light theme until it is known. */
const t = {
  font: { body: fallbackVar(vars.font.body, l.font.body) },
  color: {
    text: fallbackVar(vars.color.text, l.color.text),
    background: fallbackVar(vars.color.background, l.color.background),
    link: fallbackVar(vars.color.link, l.color.link),
    focusRing: fallbackVar(vars.color.focusRing, l.color.focusRing),
  },
};

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
// A dark theme's form controls and scrollbars are the platform's dark ones.
globalStyle('html[data-theme$="-dark"] body', { colorScheme: 'dark' });
// Khmer stacks vowels and subscripts above and below the line.
globalStyle('html[lang="km-KH"] body', { lineHeight: 1.8 });
globalStyle(':where(a)', { color: t.color.link });
globalStyle(':focus-visible', { outline: `3px solid ${t.color.focusRing}`, outlineOffset: 2 });
globalStyle(':where(h1)', { fontSize: '1.6rem' });
globalStyle(':where(h2)', { fontSize: '1.2rem' });
globalStyle(':where(h3)', { fontSize: '1.05rem' });
// The printed page (a receipt, a statement) has no navigation.
globalStyle('nav, header[role="banner"]', { '@media': { print: { display: 'none' } } });
