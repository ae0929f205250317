import { TabSet } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useRuntimeConfig } from '../../api/hooks';
import { EmptyState, Skeleton } from '../../features/shell/Feedback';
import { Page } from '../../features/shell/Page';
import { card, grid2, muted } from '../../features/shell/layout.css';
import * as styles from './resources.css';

const GUIDE = ['account', 'entity', 'credential', 'statement', 'figures', 'validate', 'approve', 'submit'] as const;
const FAQ = ['deadline', 'khmer', 'trial_balance', 'errors', 'edit', 'fee', 'users', 'rates', 'offline'] as const;
const TABS = ['guide', 'video', 'faq'] as const;

function VideoGuide() {
  const { t, i18n } = useTranslation('resources');
  const config = useRuntimeConfig();
  if (config.isLoading) return <Skeleton lines={3} />;
  const src = (i18n.language === 'kh' && config.data?.videoGuideUrlKh) || config.data?.videoGuideUrl;
  if (!src)
    return (
      <EmptyState title={t('video.none_title')} action={<Link to="/resources?tab=guide">{t('video.read_guide')}</Link>}>
        {t('video.none')}
      </EmptyState>
    );
  return (
    <figure className={styles.figure}>
      {/* biome-ignore lint/a11y/useMediaCaption: the guide's narration is written out in the user guide tab */}
      <video className={styles.video} controls preload="metadata" src={src}>
        <a href={src}>{t('video.download')}</a>
      </video>
      <figcaption className={muted}>{t('video.caption')}</figcaption>
    </figure>
  );
}

/** `/resources`: user guide, video guide and FAQ, written for the product as it is. */
export default function Resources() {
  const { t } = useTranslation(['resources', 'common']);
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((x) => x === params.get('tab')) ?? 'guide';
  return (
    <Page title={t('common:title.resources_guides')} description={t('intro')}>
      <TabSet
        label={t('tabs_label')}
        selected={tab}
        onSelect={(id) => setParams({ tab: id }, { replace: true })}
        tabs={[
          {
            id: 'guide',
            label: t('tab.guide'),
            panel: () => (
              <ol className={`${grid2} ${styles.plain}`}>
                {GUIDE.map((g, i) => (
                  <li key={g} className={card}>
                    <h2>
                      {i + 1}. {t(`guide.${g}.title`)}
                    </h2>
                    <p>{t(`guide.${g}.text`)}</p>
                  </li>
                ))}
              </ol>
            ),
          },
          { id: 'video', label: t('tab.video'), panel: () => <VideoGuide /> },
          {
            id: 'faq',
            label: t('tab.faq'),
            panel: () => (
              <div className={card}>
                {FAQ.map((f) => (
                  <details key={f} className={styles.faq}>
                    <summary>{t(`faq.${f}.q`)}</summary>
                    <p className={styles.answer}>{t(`faq.${f}.a`)}</p>
                  </details>
                ))}
              </div>
            ),
          },
        ]}
      />
    </Page>
  );
}
