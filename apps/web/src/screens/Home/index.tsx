import { Box, LinkButton, Tiles, Inline } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as styles from './home.css';
import { Panel } from '../../features/shell/Panel';

const FEATURES = ['prepare', 'validate', 'approve', 'submit'] as const;
const AUDIENCE = ['entities', 'firms', 'regulator'] as const;

/** `/`: what the platform is, who it is for, and the way in. */
export default function Home() {
  const { t } = useTranslation(['common', 'home']);
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          {t('title.digital_financial_reporting_platform')}
        </h1>
        <p className={styles.lead}>{t('home:lead')}</p>
        <Inline space="sm">
          <LinkButton href="/login">{t('home:sign_in')}</LinkButton>
          <LinkButton variant="secondary" href="/signup">
            {t('home:sign_up')}
          </LinkButton>
          <LinkButton variant="ghost" href="/overview">
            {t('home:dashboard')}
          </LinkButton>
        </Inline>
      </section>
      <section aria-labelledby="home-how">
        <h2 id="home-how">{t('home:how.title')}</h2>
        <Box
          as="ol"
          display="grid"
          gap="md"
          marginBottom="md"
          listStyle="none"
          padding="none"
          className={styles.fourSteps}
        >
          {FEATURES.map((f, i) => (
            <Panel as="li" key={f}>
              <h3>
                {i + 1}. {t(`home:how.${f}.title`)}
              </h3>
              <p>{t(`home:how.${f}.text`)}</p>
            </Panel>
          ))}
        </Box>
      </section>
      <section aria-labelledby="home-who">
        <h2 id="home-who">{t('home:who.title')}</h2>
        <Tiles as="ul" space="md" minColumnWidth="280px" marginBottom="md" listStyle="none" padding="none">
          {AUDIENCE.map((a) => (
            <Panel as="li" key={a}>
              <h3>{t(`home:who.${a}.title`)}</h3>
              <p>{t(`home:who.${a}.text`)}</p>
            </Panel>
          ))}
        </Tiles>
      </section>
      <Panel as="section" aria-labelledby="home-start">
        <h2 id="home-start">{t('home:start.title')}</h2>
        <p>{t('home:start.text')}</p>
        <Inline as="p" space="sm">
          <LinkButton href="/signup">{t('home:sign_up')}</LinkButton>
          <Link to="/resources">{t('home:start.guides')}</Link>
        </Inline>
      </Panel>
    </>
  );
}
