/**
 * The printed statements: the engine's Inline XBRL document (the same rendering the filing tags, so what is tagged
 * is what is printed) with the entity's export settings as print CSS: the main colour for headings and rules, and the
 * placeholders of the header and footer filled in.
 */
export interface DocumentSettings {
  mainColour: string;
  header: string | null;
  footer: string | null;
}

/** `{entity}` and `{year}` in a header or footer text (page numbers are Chromium's own). */
export function fillPlaceholders(text: string | null, values: { entity: string; year: number }): string | null {
  if (!text) return null;
  return text.replaceAll('{entity}', values.entity).replaceAll('{year}', String(values.year)).replaceAll('{page}', '');
}

/** Adds the print styles to the Inline XBRL document's head. */
export function printableHtml(ixbrl: string, settings: DocumentSettings): string {
  const colour = /^#[0-9a-fA-F]{6}$/.test(settings.mainColour) ? settings.mainColour : '#2e7d32';
  const style = `<style>
  html, body { font-family: 'Khmer OS', 'Khmer OS System', 'Noto Sans Khmer', 'DejaVu Sans', sans-serif; }
  h1, h2, h3, caption { color: ${colour}; }
  table { border-collapse: collapse; width: 100%; page-break-inside: auto; }
  tr { page-break-inside: avoid; }
  th, td { border-bottom: 0.5pt solid ${colour}33; padding: 2pt 4pt; }
  section, .section { page-break-inside: auto; }
</style>`;
  return ixbrl.includes('</head>') ? ixbrl.replace('</head>', `${style}</head>`) : `${style}${ixbrl}`;
}
