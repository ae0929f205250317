import { isMessageKey, translate } from '@dfr/forms/rules';
import { Alert } from '@dfr/ui';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { StatementUI } from './StatementUI';

/** A failure in plain words in the interface language: the API's own message (already translated), never a stack. */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation('statement');
  const lang = i18n.language === 'kh' ? 'kh' : 'en';
  return (error) => {
    let text = t('errors.unexpected');
    if (error instanceof ApiError) {
      if (error.code === 'STALE_VERSION') text = t('errors.conflict');
      else if (error.status === 401) text = t('errors.signedOut');
      else if (error.status === 403) text = t('errors.forbidden');
      else if (error.status === 404) text = t('errors.notFound');
      // The message key is translated in the language shown now (the user may have switched since the request).
      else if (isMessageKey(error.messageKey)) text = translate(error.messageKey, lang);
      else if (error.message && error.messageKey !== 'errors.unexpected') text = error.message;
    } else if (error instanceof TypeError) {
      text = t('errors.network');
    }
    return text;
  };
}

/** The failure as @dfr/ui's Alert. */
export function ErrorNotice({ error }: { error: unknown }) {
  const errorText = useErrorText();
  if (!error) return null;
  const text = errorText(error);
  // @dfr/ui's Alert in the error tone is announced (role="alert") and names its tone with its icon.
  return (
    <StatementUI inline>
      <Alert tone="error">{text}</Alert>
    </StatementUI>
  );
}
