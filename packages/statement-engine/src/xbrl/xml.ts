// Small XML writing helpers: escaping and the namespaces every XBRL document uses.

/** Escapes text for element content and attribute values. Strips characters XML 1.0 does not allow. */
export function esc(text: string): string {
  // Most texts (names, dates, amounts, Khmer words) have nothing to escape or strip: returned as they are, without
  // five passes of regular expressions. Anything else (a character to escape, a control character, a surrogate or
  // U+FFFE/U+FFFF) takes the full passes below.
  let plain = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 9 && c !== 10 && c !== 13) || c === 38 || c === 60 || c === 62 || c === 34 || c >= 0xd800) {
      plain = false;
      break;
    }
  }
  if (plain) return text;
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Attributes in the given order; undefined values left out. */
export function attrs(values: Record<string, string | number | undefined>): string {
  let out = '';
  for (const key of Object.keys(values)) {
    const value = values[key];
    if (value !== undefined) out += ` ${key}="${esc(String(value))}"`;
  }
  return out;
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
