import { useTranslation } from 'react-i18next';
import { RatesPanel } from '../../features/settings/RatesPanel';
import { Page } from '../../features/shell/Page';

/** `/currency`: currencies and exchange rates. */
export default function Currency() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('title.currencies_exchange_rate')}>
      <RatesPanel />
    </Page>
  );
}
