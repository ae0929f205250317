import { LinkButton } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { actions, card, grid, gridSteps } from '../../features/shell/layout.css';
import * as styles from './home.css';

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
        <div className={actions}>
          <LinkButton href="/login">{t('home:sign_in')}</LinkButton>
          <LinkButton variant="secondary" href="/signup">
            {t('home:sign_up')}
          </LinkButton>
          <LinkButton variant="ghost" href="/overview">
            {t('home:dashboard')}
          </LinkButton>
        </div>
      </section>
      <section aria-labelledby="home-how">
        <h2 id="home-how">{t('home:how.title')}</h2>
        <ol className={`${grid} ${gridSteps} ${styles.steps}`}>
          {FEATURES.map((f, i) => (
            <li key={f} className={card}>
              <h3>
                {i + 1}. {t(`home:how.${f}.title`)}
              </h3>
              <p>{t(`home:how.${f}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="home-who">
        <h2 id="home-who">{t('home:who.title')}</h2>
        <ul className={`${grid} ${styles.steps}`}>
          {AUDIENCE.map((a) => (
            <li key={a} className={card}>
              <h3>{t(`home:who.${a}.title`)}</h3>
              <p>{t(`home:who.${a}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={card} aria-labelledby="home-start">
        <h2 id="home-start">{t('home:start.title')}</h2>
        <p>{t('home:start.text')}</p>
        <p className={actions}>
          <LinkButton href="/signup">{t('home:sign_up')}</LinkButton>
          <Link to="/resources">{t('home:start.guides')}</Link>
        </p>
      </section>
    </>
  );
}
