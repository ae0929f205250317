import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, apiFieldErrors } from '../../api/errors';
import { languageOf } from '../../i18n';

/** The message for any failure, in the language shown now (`apiErrorText`: message key + params, else ours). */
export function useErrorMessage() {
  const { t, i18n } = useTranslation('shell');
  const lang = languageOf(i18n.language);
  return useCallback(
    (error: unknown): string =>
      apiErrorText(error, lang, {
        unexpected: t('errors.unexpected'),
        network: t('errors.network'),
        signedOut: t('errors.signed_out'),
        forbidden: t('common:access_denied_message'),
        stale: t('errors.conflict'),
        server: t('errors.server'),
      }),
    [t, lang],
  );
}

/** The API error's field errors as texts in the language shown now (`field_keys` + `field_params`). */
export function useFieldErrors() {
  const { i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  return useCallback((error: unknown): Record<string, string> => apiFieldErrors(error, lang), [lang]);
}
