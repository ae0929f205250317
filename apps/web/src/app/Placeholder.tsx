import { useTranslation } from 'react-i18next';

/** Stand-in for a screen that a later issue fills; it shows the route's title so routing is testable. */
export function Placeholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t(`title.${titleKey}`, { product: 'CRFRF' })}</h1>
      <p>{t('placeholder')}</p>
    </main>
  );
}
