import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';

/** A failure in plain words in the interface language: the API's own message (already translated), never a stack. */
export function ErrorNotice({ error }: { error: unknown }) {
  const { t } = useTranslation('statement');
  if (!error) return null;
  let text = t('errors.unexpected');
  if (error instanceof ApiError) {
    if (error.status === 409) text = t('errors.conflict');
    else if (error.status === 401) text = t('errors.signedOut');
    else if (error.status === 403) text = t('errors.forbidden');
    else if (error.status === 404) text = t('errors.notFound');
    else if (error.message && error.messageKey !== 'errors.unexpected') text = error.message;
  } else if (error instanceof TypeError) {
    text = t('errors.network');
  }
  return (
    <p role="alert" className="dfr-error">
      {text}
    </p>
  );
}
