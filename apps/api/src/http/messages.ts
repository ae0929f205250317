import { type MessageParams, resolveMessageKey, translate } from '@dfr/forms/rules';
import type { Lang } from '@dfr/statement-engine';

export type { ApiMessageKey } from '@dfr/forms/rules';

/**
 * The text of a message key in a language. Every text lives in `@dfr/forms/rules` (the browser shows the same text
 * for the same key); the API defines none. A key outside the catalogue (a bug) answers the generic "not valid".
 */
export function t(key: string, lang: Lang, params?: MessageParams): string {
  return resolveMessageKey(key) ? translate(key, lang, params) : translate('invalid_value', lang);
}

/** The request's language from `accept-language` (`km…`/`kh…` → Khmer, otherwise English). */
export function langOf(acceptLanguage: string | undefined | null): Lang {
  const first = (acceptLanguage ?? '').trim().toLowerCase();
  return first.startsWith('km') || first.startsWith('kh') ? 'kh' : 'en';
}
