import { TabSet, useLang, Text, Tiles } from '@dfr/ui';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useRuntimeConfig } from '../../api/hooks';
import { EmptyState, Skeleton } from '../../features/shell/Feedback';
import { Page } from '../../features/shell/Page';
import * as styles from './resources.css';
import { Panel } from '../../features/shell/Panel';

const GUIDE = ['account', 'entity', 'credential', 'statement', 'figures', 'validate', 'approve', 'submit'] as const;
const FAQ = ['deadline', 'khmer', 'trial_balance', 'errors', 'edit', 'fee', 'users', 'rates', 'offline'] as const;
const TABS = ['guide', 'video', 'faq'] as const;

/** The video guide that ships with the product (recorded from it by scripts/record-video-guide.ts), per language. */
export const BUNDLED_VIDEO = (lang: 'en' | 'kh') => `/video-guide/video-guide.${lang}.webm`;
/** Its captions (WebVTT): also the transcript shown under it, so the words live once. */
export const CAPTIONS = (lang: 'en' | 'kh') => `/video-guide/captions.${lang}.vtt`;

/** The text of each cue of a WebVTT file, in order (cue identifiers, timings and notes left out). */
export function vttCues(vtt: string): string[] {
  return vtt
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.split('\n'))
    .filter((lines) => lines.some((l) => l.includes('-->')))
    .map((lines) =>
      lines
        .slice(lines.findIndex((l) => l.includes('-->')) + 1)
        .join(' ')
        .trim(),
    )
    .filter(Boolean);
}

function VideoGuide() {
  const { t } = useTranslation('resources');
  const lang = useLang();
  const config = useRuntimeConfig();
  const transcriptId = useId();
  // A deployment's own video when configured; the bundled one otherwise, or when the configured one fails to load.
  const [failed, setFailed] = useState<string[]>([]);
  const transcript = useSWR(['video-transcript', lang], async () => {
    const res = await fetch(CAPTIONS(lang));
    if (!res.ok) throw new Error(`captions ${res.status}`);
    return vttCues(await res.text());
  });
  if (config.isLoading) return <Skeleton lines={3} />;
  const configured = (lang === 'kh' && config.data?.videoGuideUrlKh) || config.data?.videoGuideUrl;
  const src = [configured, BUNDLED_VIDEO(lang)].find((u): u is string => Boolean(u) && !failed.includes(u!));
  const bundled = src === BUNDLED_VIDEO(lang);
  return (
    <figure className={styles.figure}>
      {src ? (
        // biome-ignore lint/a11y/useMediaCaption: the bundled video has its two caption tracks (below); a deployment's own video brings its own
        <video
          key={src}
          className={styles.video}
          controls
          preload="metadata"
          src={src}
          aria-describedby={transcriptId}
          onError={() => setFailed((f) => [...f, src])}
        >
          {/* The bundled captions match the bundled video only; a configured video brings its own. */}
          {bundled && (
            <>
              <track kind="captions" src={CAPTIONS('en')} srcLang="en" label="English" default={lang === 'en'} />
              <track kind="captions" src={CAPTIONS('kh')} srcLang="km" label="ខ្មែរ" default={lang === 'kh'} />
            </>
          )}
          <a href={src}>{t('video.download')}</a>
        </video>
      ) : (
        <EmptyState
          title={t('video.none_title')}
          action={<Link to="/resources?tab=guide">{t('video.read_guide')}</Link>}
        >
          {t('video.none')}
        </EmptyState>
      )}
      <Text as="figcaption" tone="muted">
        {t('video.caption')}
      </Text>
      {bundled && (
        <section id={transcriptId} className={styles.transcript} aria-labelledby={`${transcriptId}-title`}>
          <h2 id={`${transcriptId}-title`}>{t('video.transcript')}</h2>
          {transcript.data ? (
            <ol>
              {transcript.data.map((cue) => (
                <li key={cue}>{cue}</li>
              ))}
            </ol>
          ) : transcript.error ? (
            <p>{t('video.transcript_unavailable')}</p>
          ) : (
            <Skeleton lines={3} />
          )}
        </section>
      )}
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
              <Tiles as="ol" space="md" minColumnWidth="380px" fit="fit" marginBottom="md" className={styles.plain}>
                {GUIDE.map((g, i) => (
                  <Panel as="li" key={g}>
                    <h2>
                      {i + 1}. {t(`guide.${g}.title`)}
                    </h2>
                    <p>{t(`guide.${g}.text`)}</p>
                  </Panel>
                ))}
              </Tiles>
            ),
          },
          { id: 'video', label: t('tab.video'), panel: () => <VideoGuide /> },
          {
            id: 'faq',
            label: t('tab.faq'),
            panel: () => (
              <Panel>
                {FAQ.map((f) => (
                  <details key={f} className={styles.faq}>
                    <summary>{t(`faq.${f}.q`)}</summary>
                    <p className={styles.answer}>{t(`faq.${f}.a`)}</p>
                  </details>
                ))}
              </Panel>
            ),
          },
        ]}
      />
    </Page>
  );
}
