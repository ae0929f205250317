import { useLang } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { authErrorText, describeAuthError } from './errors';

/**
 * Why the session could not be read, as the sign-in screens word an identity-service error (the route guard's notice):
 * a chunk of its own, as it carries the auth strings and @dfr/forms' message catalogue. An error with no words of ours
 * in both languages (an HTTP status text, a service's English message) adds nothing: the notice's title says it.
 */
export default function SessionErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation('auth');
  const lang = useLang();
  if ('raw' in describeAuthError(error)) return null;
  return <>{authErrorText(error, lang, t)}</>;
}
