// Small XML writing helpers: escaping and the namespaces every XBRL document uses.

/** Escapes text for element content and attribute values. Strips characters XML 1.0 does not allow. */
export function esc(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Attributes in the given order; undefined values left out. */
export function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${esc(String(v))}"`)
    .join('');
}

export const NS = {
  xbrli: 'http://www.xbrl.org/2003/instance',
  link: 'http://www.xbrl.org/2003/linkbase',
  xlink: 'http://www.w3.org/1999/xlink',
  xsd: 'http://www.w3.org/2001/XMLSchema',
  iso4217: 'http://www.xbrl.org/2003/iso4217',
  xhtml: 'http://www.w3.org/1999/xhtml',
  ix: 'http://www.xbrl.org/2013/inlineXBRL',
  ixt: 'http://www.xbrl.org/inlineXBRL/transformation/2020-02-12',
  xbrldi: 'http://xbrl.org/2006/xbrldi',
} as const;

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
