import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type Language, setLanguage } from '../../i18n';

export default function Home() {
  const { t, i18n } = useTranslation();
  return (
    <main>
      <h1>{t('title.digital_financial_reporting_platform')}</h1>
      <fieldset>
        <legend>{t('language.switch')}</legend>
        {(['en', 'kh'] as Language[]).map((lang) => (
          <button key={lang} type="button" aria-pressed={i18n.language === lang} onClick={() => setLanguage(lang)}>
            {t(`language.${lang}`)}
          </button>
        ))}
      </fieldset>
      <Link to="/login">{t('title.login')}</Link>
    </main>
  );
}
