import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t('title.not_found')}</h1>
      <p>{t('not_found_message')}</p>
      <Link to="/">{t('go_home')}</Link>
    </main>
  );
}
