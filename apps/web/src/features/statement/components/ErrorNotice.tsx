import { Alert } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../api/errors';
import { StatementUI } from './StatementUI';
import { languageOf } from '../../../i18n';

/**
 * A failure in plain words in the interface language (`apiErrorText`: the API's message key with its params, in the
 * language shown now; this screen's words for a stale version, sign-out, 403 and 404), never a stack.
 */
export function useErrorText({ missingIsForbidden = false } = {}): (error: unknown) => string {
  const { t, i18n } = useTranslation('statement');
  const lang = languageOf(i18n.language);
  return (error) =>
    apiErrorText(error, lang, {
      unexpected: t('errors.unexpected'),
      network: t('errors.network'),
      stale: t('errors.conflict'),
      signedOut: t('errors.signedOut'),
      forbidden: t('errors.forbidden'),
      notFound: missingIsForbidden ? t('errors.forbidden') : t('errors.notFound'),
    });
}

/**
 * The failure as @dfr/ui's Alert. `missingIsForbidden`: reading a statement by its id, where the API answers 404 alike
 * for an unknown id and another entity's (so as not to tell that it exists): the specification's "You do not have
 * permission to access this report or feature" for both.
 */
export function ErrorNotice({ error, missingIsForbidden = false }: { error: unknown; missingIsForbidden?: boolean }) {
  const errorText = useErrorText({ missingIsForbidden });
  if (!error) return null;
  const text = errorText(error);
  // @dfr/ui's Alert in the error tone is announced (role="alert") and names its tone with its icon.
  return (
    <StatementUI inline>
      <Alert tone="error">{text}</Alert>
    </StatementUI>
  );
}
