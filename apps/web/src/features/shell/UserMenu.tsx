import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useMe } from '../../api/hooks';
import { disconnectRealtime } from '../../realtime';
import { Popover } from './Popover';
import { runSignOut } from './session';

/** The signed-in user's email, their settings and sign-out. */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const me = useMe();
  const navigate = useNavigate();
  const email = me.data?.email ?? '';
  const initial = (email[0] ?? '?').toUpperCase();
  return (
    <Popover
      label={t('user_menu.label', { email: email || t('user_menu.account') })}
      buttonContent={
        <span
          aria-hidden="true"
          style={{
            display: 'inline-grid',
            placeItems: 'center',
            width: 32,
            height: 32,
            borderRadius: '50%',
            background: 'var(--c-primary)',
            color: '#fff',
            fontWeight: 700,
          }}
        >
          {initial}
        </span>
      }
    >
      {(close) => (
        <>
          {email ? (
            <p style={{ margin: '4px 10px 8px', overflowWrap: 'anywhere' }}>
              <span className="muted">{t('user_menu.signed_in_as')}</span>
              <br />
              <strong>{email}</strong>
            </p>
          ) : null}
          <ul>
            <li>
              <Link to="/settings" onClick={close}>
                {t('nav.settings')}
              </Link>
            </li>
            <li>
              <Link to="/users" onClick={close}>
                {t('nav.users')}
              </Link>
            </li>
            <li>
              <Link to="/resources" onClick={close}>
                {t('nav.resources')}
              </Link>
            </li>
          </ul>
          <hr />
          <ul>
            <li>
              <button
                type="button"
                onClick={async () => {
                  close();
                  await disconnectRealtime();
                  await runSignOut();
                  navigate('/login');
                }}
              >
                {t('user_menu.sign_out')}
              </button>
            </li>
          </ul>
        </>
      )}
    </Popover>
  );
}
