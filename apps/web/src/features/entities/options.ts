import { LEGAL_FORM_LABELS, PROVINCES } from '@dfr/forms/rules';
import { languageOf } from '../../i18n';

/** A province's name in the reader's language (@dfr/forms' list, which the API validates against); the code if unknown. */
export const provinceName = (code: string, lang: string) => {
  const name = PROVINCES.find((p) => p.code === code)?.name;
  return name ? name[languageOf(lang)] : code;
};

/** A legal form's name in the reader's language (@dfr/forms' labels of the engine's list); the value if unknown. */
export const legalFormName = (form: string, lang: string) => {
  const name = (LEGAL_FORM_LABELS as Readonly<Record<string, { en: string; kh: string }>>)[form];
  return name ? name[languageOf(lang)] : form;
};
