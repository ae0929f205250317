import { LanguageSwitcher as UILanguageSwitcher } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../i18n';

/** English / Khmer (@dfr/ui's switch), kept in local storage under `lang`; each language is named in itself. */
export function LanguageSwitcher() {
  const { i18n } = useTranslation();
  return <UILanguageSwitcher value={i18n.language === 'kh' ? 'kh' : 'en'} onChange={(lang) => setLanguage(lang)} />;
}
