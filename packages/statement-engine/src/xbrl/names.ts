import { DfrError } from '../errors';
import type { Lang, Taxonomy } from '../model/types';

/** Splits `ifrs-full:Revenue` into prefix and local name. */
export function splitQName(qname: string): { prefix: string; local: string } {
  const i = qname.indexOf(':');
  return i < 0 ? { prefix: 'dfr', local: qname } : { prefix: qname.slice(0, i), local: qname.slice(i + 1) };
}

/** The XML Schema id of a concept: `ifrs-full_Revenue` (the IFRS Taxonomy's convention). */
export function conceptId(qname: string): string {
  const { prefix, local } = splitQName(qname);
  return `${prefix}_${local}`;
}

/** The namespace URI of a prefix, or a bilingual error naming it. */
export function namespaceOf(taxonomy: Taxonomy, prefix: string): string {
  const uri = taxonomy.namespaces[prefix];
  if (!uri) {
    throw new DfrError(
      'unknown_namespace_prefix',
      {
        en: `The taxonomy has no namespace for the prefix "${prefix}".`,
        kh: `ចំណាត់ថ្នាក់ទិន្នន័យ (taxonomy) គ្មាន namespace សម្រាប់បុព្វបទ "${prefix}" ទេ។`,
      },
      prefix,
    );
  }
  return uri;
}

/** The `xml:lang` of a product language (`kh` is Khmer, ISO 639-1 `km`). */
export function xmlLang(lang: Lang): string {
  return lang === 'kh' ? 'km' : 'en';
}
export function langOfXml(xmlLangValue: string | undefined): Lang | undefined {
  if (!xmlLangValue) return undefined;
  return xmlLangValue.toLowerCase().startsWith('km') ? 'kh' : 'en';
}
