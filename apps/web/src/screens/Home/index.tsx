import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const FEATURES = ['prepare', 'validate', 'approve', 'submit'] as const;
const AUDIENCE = ['entities', 'firms', 'regulator'] as const;

/** `/`: what the platform is, who it is for, and the way in. */
export default function Home() {
  const { t } = useTranslation(['common', 'home']);
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('title.digital_financial_reporting_platform')}</h1>
        <p className="lead">{t('home:lead')}</p>
        <div className="btn-row">
          <Link className="btn" to="/login">
            {t('home:sign_in')}
          </Link>
          <Link className="btn btn-secondary" to="/signup">
            {t('home:sign_up')}
          </Link>
          <Link className="btn btn-ghost" to="/overview">
            {t('home:dashboard')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="home-how">
        <h2 id="home-how">{t('home:how.title')}</h2>
        <ol className="grid grid-steps" style={{ listStyle: 'none', padding: 0 }}>
          {FEATURES.map((f, i) => (
            <li key={f} className="card">
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
        <ul className="grid" style={{ listStyle: 'none', padding: 0 }}>
          {AUDIENCE.map((a) => (
            <li key={a} className="card">
              <h3>{t(`home:who.${a}.title`)}</h3>
              <p>{t(`home:who.${a}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="home-start">
        <h2 id="home-start">{t('home:start.title')}</h2>
        <p>{t('home:start.text')}</p>
        <p className="btn-row">
          <Link className="btn" to="/signup">
            {t('home:sign_up')}
          </Link>
          <Link to="/resources">{t('home:start.guides')}</Link>
        </p>
      </section>
    </>
  );
}
