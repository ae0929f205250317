import { type BilingualText, type Lang, USER_ROLE_LABELS } from '@dfr/forms/rules';

/** A role's name in the reader's language: @dfr/forms' one list of role names; an unknown role as it is. */
export const roleName = (role: string, lang: Lang): string =>
  (USER_ROLE_LABELS as Readonly<Record<string, BilingualText>>)[role]?.[lang] ?? role;
