import { useTranslation } from 'react-i18next';
import { Page } from '../features/shell/Page';

/** Stand-in for a screen that a later issue fills; it shows the route's title so routing is testable. */
export function Placeholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Page title={t(`title.${titleKey}`, { product: 'CRFRF' })}>
      <p>{t('placeholder')}</p>
    </Page>
  );
}
