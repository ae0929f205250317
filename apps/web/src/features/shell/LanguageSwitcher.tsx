import { Button, visuallyHidden } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage } from '../../i18n';
import * as styles from './shell.css';

/**
 * English / Khmer, kept in local storage under `lang`: two toggle buttons (`aria-pressed`) in a named group, each
 * naming its language in that language.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className={styles.languages}>
      <legend className={visuallyHidden}>{t('language.switch')}</legend>
      {LANGUAGES.map((lang) => (
        <Button
          key={lang}
          variant={i18n.language === lang ? 'primary' : 'ghost'}
          size="sm"
          className={styles.language}
          lang={lang === 'kh' ? 'km-KH' : 'en'}
          aria-pressed={i18n.language === lang}
          onPress={() => setLanguage(lang)}
        >
          {t(`language.${lang}`)}
        </Button>
      ))}
    </fieldset>
  );
}
