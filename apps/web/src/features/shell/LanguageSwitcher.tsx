import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage } from '../../i18n';

/** English / Khmer, kept in local storage under `lang`; each button names its language in that language. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="lang-switch" style={{ padding: 0, margin: 0 }}>
      <legend className="visually-hidden">{t('language.switch')}</legend>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang === 'kh' ? 'km-KH' : 'en'}
          aria-pressed={i18n.language === lang}
          onClick={() => setLanguage(lang)}
        >
          {t(`language.${lang}`)}
        </button>
      ))}
    </fieldset>
  );
}
