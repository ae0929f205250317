import { PROVINCES } from '@dfr/forms/rules';

/** A province's name in the reader's language (@dfr/forms' list, which the API validates against); the code if unknown. */
export const provinceName = (code: string, lang: string) => {
  const name = PROVINCES.find((p) => p.code === code)?.name;
  return name ? name[lang === 'kh' ? 'kh' : 'en'] : code;
};
