import * as rules from '@dfr/forms/rules';
import type { Lang } from '@dfr/statement-engine';

/**
 * The API's own message keys (en/kh, glossary terms). The specification's error catalogue and the input rules'
 * messages live in `@dfr/forms/rules`; when it exports `translate`/`messages`, those win and these fill the gaps.
 */
export const apiMessages = {
  access_denied: {
    en: 'You do not have permission to access this report or feature.',
    kh: 'អ្នកមិនមានសិទ្ធិចូលប្រើរបាយការណ៍ ឬមុខងារនេះទេ។',
  },
  unauthenticated: {
    en: 'User needs to be authenticated to call this API.',
    kh: 'អ្នកប្រើប្រាស់ត្រូវចូលគណនីជាមុនសិន ដើម្បីប្រើមុខងារនេះ។',
  },
  not_found: { en: 'Not found.', kh: 'រកមិនឃើញ។' },
  validation_failed: {
    en: 'Some of the information is not valid. Please check the highlighted fields.',
    kh: 'ព័ត៌មានមួយចំនួនមិនត្រឹមត្រូវ។ សូមពិនិត្យវាលដែលបានសម្គាល់។',
  },
  invalid_value: { en: 'This value is not valid.', kh: 'តម្លៃនេះមិនត្រឹមត្រូវ។' },
  required: { en: 'This field is required.', kh: 'វាលនេះត្រូវតែបំពេញ។' },
  invalid_email: { en: 'Invalid email.', kh: 'អ៊ីមែលមិនត្រឹមត្រូវ។' },
  stale_version: {
    en: 'Someone else changed this in the meantime. Reload to see their changes; nothing was saved.',
    kh: 'មានអ្នកផ្សេងបានកែប្រែវារួចហើយ។ សូមផ្ទុកឡើងវិញ ដើម្បីមើលការកែប្រែ; គ្មានអ្វីត្រូវបានរក្សាទុកទេ។',
  },
  entity_exists: {
    en: 'Entity already exists, duplicates not allowed.',
    kh: 'អង្គភាពរាយការណ៍នេះមានរួចហើយ មិនអនុញ្ញាតឱ្យស្ទួនទេ។',
  },
  period_exists: {
    en: 'This reporting period already exists and cannot be created again.',
    kh: 'ឆ្នាំហិរញ្ញវត្ថុនេះមានរួចហើយ មិនអាចបង្កើតម្តងទៀតបានទេ។',
  },
  period_required: { en: 'Please select a reporting period.', kh: 'សូមជ្រើសរើសឆ្នាំហិរញ្ញវត្ថុ។' },
  not_editable: {
    en: 'Only a draft can be changed. Request an edit or reset the status first.',
    kh: 'អាចកែប្រែបានតែសេចក្តីព្រាងប៉ុណ្ណោះ។ សូមស្នើសុំកែប្រែ ឬកំណត់ស្ថានភាពឡើងវិញជាមុនសិន។',
  },
  invalid_transition: {
    en: 'This action is not possible at the current stage of the statement.',
    kh: 'សកម្មភាពនេះមិនអាចធ្វើបាននៅដំណាក់កាលបច្ចុប្បន្ននៃរបាយការណ៍ហិរញ្ញវត្ថុទេ។',
  },
  unknown_command: { en: 'Unknown command.', kh: 'ពាក្យបញ្ជាមិនស្គាល់។' },
  code_mismatch: { en: 'Incorrect code, please try again.', kh: 'លេខកូដមិនត្រឹមត្រូវ សូមព្យាយាមម្តងទៀត។' },
  code_expired: {
    en: 'The code has expired or was tried too many times. Request a new one.',
    kh: 'លេខកូដផុតកំណត់ ឬត្រូវបានសាកល្បងច្រើនដងពេក។ សូមស្នើសុំលេខកូដថ្មី។',
  },
  confirm_word_required: {
    en: 'Type the word confirm to continue.',
    kh: 'សូមវាយពាក្យ confirm ដើម្បីបន្ត។',
  },
  invalid_headers: {
    en: 'Invalid headers: the file needs the columns account code, account name, debit and credit.',
    kh: 'ក្បាលជួរឈរមិនត្រឹមត្រូវ៖ ឯកសារត្រូវមានជួរឈរ លេខគណនី ឈ្មោះគណនី ឥណពន្ធ និងឥណទាន។',
  },
  unequal_totals: {
    en: 'Total debits must equal total credits.',
    kh: 'សរុបឥណពន្ធត្រូវតែស្មើនឹងសរុបឥណទាន។',
  },
  accounts_missing: {
    en: 'Some accounts are not in the chart of accounts.',
    kh: 'គណនីមួយចំនួនមិនមាននៅក្នុងតារាងគណនីទេ។',
  },
  trial_balance_invalid: {
    en: 'The trial balance has problems; nothing was imported.',
    kh: 'តារាងតុល្យការមានបញ្ហា; គ្មានអ្វីត្រូវបាននាំចូលទេ។',
  },
  note_invalid: { en: 'The input note is not valid.', kh: 'ទិន្នន័យកំណត់សម្គាល់មិនត្រឹមត្រូវ។' },
  note_sdg_mismatch: {
    en: "Note data SDG mismatch: the note's SDGs must match the company's SDGs.",
    kh: 'SDG ក្នុងកំណត់សម្គាល់មិនត្រូវគ្នានឹង SDG របស់ក្រុមហ៊ុនទេ។',
  },
  user_cannot_be_removed: {
    en: 'The user cannot be removed (admin).',
    kh: 'មិនអាចដកអ្នកប្រើប្រាស់នេះចេញបានទេ (អ្នកគ្រប់គ្រង)។',
  },
  email_mismatch: {
    en: "Type the user's email exactly to remove them.",
    kh: 'សូមវាយអ៊ីមែលរបស់អ្នកប្រើប្រាស់ឱ្យបានត្រឹមត្រូវ ដើម្បីដកគាត់ចេញ។',
  },
  already_member: { en: 'This email is already a member.', kh: 'អ៊ីមែលនេះជាសមាជិករួចហើយ។' },
  unknown_concept: {
    en: 'This is not a concept of the taxonomy that an account can post to.',
    kh: 'នេះមិនមែនជាធាតុនៃចំណាត់ថ្នាក់ទិន្នន័យ (taxonomy) ដែលគណនីអាចប្រើបានទេ។',
  },
  account_exists: { en: 'This account code already exists.', kh: 'លេខគណនីនេះមានរួចហើយ។' },
  rate_exists: {
    en: 'A rate for this currency, date and type already exists.',
    kh: 'អត្រាប្តូរប្រាក់សម្រាប់រូបិយប័ណ្ណ កាលបរិច្ឆេទ និងប្រភេទនេះមានរួចហើយ។',
  },
  rate_not_found: {
    en: 'No exchange rate is published on or before this date.',
    kh: 'មិនមានអត្រាប្តូរប្រាក់ដែលបានប្រកាសនៅ ឬមុនកាលបរិច្ឆេទនេះទេ។',
  },
  has_genuine_errors: {
    en: 'The statements have genuine errors that must be fixed first.',
    kh: 'របាយការណ៍ហិរញ្ញវត្ថុមានកំហុសពិតប្រាកដ ដែលត្រូវកែជាមុនសិន។',
  },
  not_validated_yet: {
    en: 'The statements have not been validated yet.',
    kh: 'របាយការណ៍ហិរញ្ញវត្ថុមិនទាន់បានផ្ទៀងផ្ទាត់នៅឡើយទេ។',
  },
  engine_unavailable: {
    en: 'This export is not available yet.',
    kh: 'ការនាំចេញនេះមិនទាន់មាននៅឡើយទេ។',
  },
  payload_too_large: { en: 'The request is too large.', kh: 'សំណើមានទំហំធំពេក។' },
  unsupported_file: {
    en: 'This file type is not supported. Upload a CSV file.',
    kh: 'ប្រភេទឯកសារនេះមិនត្រូវបានគាំទ្រទេ។ សូមផ្ទុកឡើងឯកសារ CSV។',
  },
  invalid_json: { en: 'The request body is not valid JSON.', kh: 'ខ្លឹមសារសំណើមិនមែនជា JSON ត្រឹមត្រូវទេ។' },
  internal_error: {
    en: 'Something went wrong on our side. Nothing was changed; please try again.',
    kh: 'មានបញ្ហានៅខាងម៉ាស៊ីនមេ។ គ្មានអ្វីត្រូវបានផ្លាស់ប្តូរទេ; សូមព្យាយាមម្តងទៀត។',
  },
  // Notifications
  'notification.validation_done': {
    en: 'Validation of the {year} financial statements finished: {genuine} genuine and {possible} possible errors.',
    kh: 'ការផ្ទៀងផ្ទាត់របាយការណ៍ហិរញ្ញវត្ថុឆ្នាំ {year} បានបញ្ចប់៖ កំហុសពិតប្រាកដ {genuine} និងកំហុសដែលអាចកើតមាន {possible}។',
  },
  'notification.invited': {
    en: 'You were added to {entity} as {role}.',
    kh: 'អ្នកត្រូវបានបន្ថែមទៅក្នុង {entity} ជា {role}។',
  },
  'notification.edit_code_sent': {
    en: 'An edit code for the {year} financial statements was emailed to you.',
    kh: 'លេខកូដកែប្រែសម្រាប់របាយការណ៍ហិរញ្ញវត្ថុឆ្នាំ {year} ត្រូវបានផ្ញើទៅអ៊ីមែលរបស់អ្នក។',
  },
} as const satisfies Record<string, { en: string; kh: string }>;

export type ApiMessageKey = keyof typeof apiMessages;

type Params = Record<string, string | number>;
type Translate = (key: string, lang: Lang, params?: Params) => string;
const formsTranslate = (rules as unknown as { translate?: Translate }).translate;

function fill(text: string, params?: Params) {
  return params ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m)) : text;
}

/** The text of a message key in a language: the API's own keys first, then @dfr/forms' catalogue. */
export function t(key: string, lang: Lang, params?: Params): string {
  const own = (apiMessages as Record<string, { en: string; kh: string }>)[key];
  if (own) return fill(own[lang], params);
  if (formsTranslate) {
    const text = formsTranslate(key, lang, params);
    if (text && text !== key) return text;
  }
  return fill(apiMessages.invalid_value[lang], params);
}

/** The request's language from `accept-language` (`km…`/`kh…` → Khmer, otherwise English). */
export function langOf(acceptLanguage: string | undefined | null): Lang {
  const first = (acceptLanguage ?? '').trim().toLowerCase();
  return first.startsWith('km') || first.startsWith('kh') ? 'kh' : 'en';
}
