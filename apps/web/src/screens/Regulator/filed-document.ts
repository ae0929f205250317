/**
 * The filed Inline XBRL document as the desk shows it in its sandboxed frame. The document is XHTML and names its
 * language with `xml:lang` only (XHTML 1.1, which Inline XBRL's schema follows, has no `lang`); a frame's `srcdoc` is
 * parsed as HTML, where only `lang` counts, so a screen reader would not know the document's language (axe:
 * html-has-lang, found by the desk's accessibility check, issue 29). The shown copy gets `lang` from `xml:lang`; the
 * filed document is not changed.
 */
export function shownDocument(xhtml: string): string {
  return xhtml.replace(/<html\b([^>]*)>/, (tag, attributes: string) => {
    if (/\slang\s*=/.test(attributes)) return tag;
    const lang = attributes.match(/\sxml:lang\s*=\s*"([^"]+)"/)?.[1];
    return lang ? `<html${attributes} lang="${lang}">` : tag;
  });
}
