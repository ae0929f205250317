import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The fonts every printed document embeds: Noto Sans Khmer (SIL Open Font License 1.1, from the npm package
 * `@fontsource/noto-sans-khmer`), its Khmer and Latin subsets in regular and bold, as data URLs. The PDF then looks
 * the same on any machine, whatever fonts it has, and Chromium embeds the glyphs it used (text stays selectable).
 */
const FAMILY = 'DFR Noto Sans Khmer';
let fontCss: string | undefined;

function fontFaces(): string {
  if (fontCss !== undefined) return fontCss;
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('@fontsource/noto-sans-khmer/package.json')), 'files');
  const faces: string[] = [];
  for (const subset of ['khmer', 'latin'] as const) {
    for (const weight of [400, 700]) {
      const file = path.join(dir, `noto-sans-khmer-${subset}-${weight}-normal.woff2`);
      if (!fs.existsSync(file)) continue;
      const data = fs.readFileSync(file).toString('base64');
      faces.push(
        `@font-face{font-family:"${FAMILY}";font-style:normal;font-weight:${weight};font-display:block;src:url(data:font/woff2;base64,${data}) format("woff2")${subset === 'khmer' ? ';unicode-range:U+1780-17FF,U+19E0-19FF,U+200C-200D,U+25CC' : ''}}`,
      );
    }
  }
  fontCss = faces.join('\n');
  return fontCss;
}

/** Adds the embedded fonts to a document's head and makes them the first choice of every element. */
export function withEmbeddedFonts(html: string): string {
  const style = `<style>${fontFaces()}
html, body, h1, h2, h3, h4, table, th, td { font-family: "${FAMILY}", "Noto Sans Khmer", "Khmer OS", sans-serif; }</style>`;
  return html.includes('</head>') ? html.replace('</head>', `${style}</head>`) : `${style}${html}`;
}
