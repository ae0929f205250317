import { useLang } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { authErrorText } from './errors';

/**
 * Why the session could not be read, as the sign-in screens word an identity-service error (the route guard's notice):
 * a chunk of its own, as it carries the auth strings and @dfr/forms' message catalogue.
 */
export default function SessionErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation('auth');
  return <>{authErrorText(error, useLang(), t)}</>;
}
