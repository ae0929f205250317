import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n';

/** The interface language as the product's code (`en` | `kh`). */
export function useLang(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'kh' ? 'kh' : 'en';
}
