import { type Bilingual, formatDate, LANGS, type Lang, toKhmerDigits } from '@dfr/statement-engine';

/**
 * Every message a rule, the API or a form can show, keyed. The API answers with the key (and the text in the
 * request's language); the browser shows the user's language. Khmer terms follow design/glossary-kh.md.
 * Placeholders are written `{name}` and filled by `translate`.
 */

/** The product's language codes (the specification's): English and Khmer (the engine's model). */
export { LANGS, type Lang };

/** A text in both languages (the engine's model's `Bilingual`). */
export type BilingualText = Bilingual;

export const messages = {
  // --- general field rules -------------------------------------------------------------------------------------
  required: { en: 'This field is required.', kh: 'ត្រូវបំពេញព័ត៌មាននេះ។' },
  invalid_value: { en: 'This value is not valid.', kh: 'តម្លៃនេះមិនត្រឹមត្រូវទេ។' },
  invalid_option: { en: 'Choose one of the options.', kh: 'សូមជ្រើសរើសជម្រើសមួយ។' },
  invalid_email: {
    en: 'Invalid email: enter an address like name@example.com.',
    kh: 'អ៊ីមែលមិនត្រឹមត្រូវ៖ សូមបញ្ចូលអាសយដ្ឋានដូចជា name@example.com។',
  },
  invalid_phone: { en: 'Enter a valid phone number.', kh: 'សូមបញ្ចូលលេខទូរស័ព្ទដែលត្រឹមត្រូវ។' },
  too_short: { en: 'Use at least {min} characters.', kh: 'សូមប្រើយ៉ាងហោចណាស់ {min} តួអក្សរ។' },
  too_long: { en: 'Use {max} characters or fewer.', kh: 'សូមប្រើមិនលើសពី {max} តួអក្សរ។' },
  too_few_items: { en: 'Add at least {min}.', kh: 'សូមបន្ថែមយ៉ាងហោចណាស់ {min}។' },
  too_many_items: { en: 'Add no more than {max}.', kh: 'សូមបន្ថែមមិនលើសពី {max}។' },
  number_required: { en: 'Enter a number.', kh: 'សូមបញ្ចូលលេខ។' },
  number_too_small: { en: 'Enter {min} or more.', kh: 'សូមបញ្ចូល {min} ឬច្រើនជាងនេះ។' },
  number_too_large: { en: 'Enter {max} or less.', kh: 'សូមបញ្ចូល {max} ឬតិចជាងនេះ។' },
  non_negative: { en: 'Enter zero or more.', kh: 'សូមបញ្ចូលសូន្យ ឬច្រើនជាងនេះ។' },
  positive_number: { en: 'Enter a number greater than zero.', kh: 'សូមបញ្ចូលលេខធំជាងសូន្យ។' },
  whole_amount: {
    en: 'Amounts have no decimal places: enter a whole number.',
    kh: 'ចំនួនទឹកប្រាក់មិនមានខ្ទង់ទសភាគទេ៖ សូមបញ្ចូលចំនួនគត់។',
  },
  whole_number: { en: 'Enter a whole number.', kh: 'សូមបញ្ចូលចំនួនគត់។' },
  invalid_date: {
    en: 'Enter a real date as YYYY-MM-DD or mm/dd/yyyy.',
    kh: 'សូមបញ្ចូលកាលបរិច្ឆេទត្រឹមត្រូវ ជាទម្រង់ YYYY-MM-DD ឬ mm/dd/yyyy។',
  },
  date_in_future: { en: 'The date cannot be in the future.', kh: 'កាលបរិច្ឆេទមិនអាចនៅពេលអនាគតបានទេ។' },
  khmer_text_required: { en: 'Enter this in Khmer script.', kh: 'សូមបញ្ចូលជាអក្សរខ្មែរ។' },
  duplicate_value: { en: 'This value appears more than once.', kh: 'តម្លៃនេះមានច្រើនជាងម្តង។' },
  invalid_colour: {
    en: 'Enter a colour as a hex code, for example #4CAF50.',
    kh: 'សូមបញ្ចូលពណ៌ជាកូដ hex ឧទាហរណ៍ #4CAF50។',
  },
  invalid_currency: {
    en: 'Enter a three-letter currency code, for example USD.',
    kh: 'សូមបញ្ចូលកូដរូបិយប័ណ្ណបីអក្សរ ឧទាហរណ៍ USD។',
  },
  invalid_registration_number: {
    en: 'Enter the company registration number: letters, digits, / . - only.',
    kh: 'សូមបញ្ចូលលេខចុះបញ្ជីក្រុមហ៊ុន៖ មានតែអក្សរ លេខ និងសញ្ញា / . - ប៉ុណ្ណោះ។',
  },
  invalid_vat_tin: {
    en: 'Enter the VAT TIN as a letter, 3 digits, a hyphen and 9 digits, for example K001-123456789.',
    kh: 'សូមបញ្ចូលលេខអត្តសញ្ញាណកម្មសារពើពន្ធ ជាអក្សរមួយ លេខ៣ខ្ទង់ សញ្ញា - និងលេខ៩ខ្ទង់ ឧទាហរណ៍ K001-123456789។',
  },
  validation_failed: { en: 'Some fields need your attention.', kh: 'វាលមួយចំនួនត្រូវការការកែតម្រូវ។' },

  // --- passwords (one key per rule of the policy) ---------------------------------------------------------------
  password_min_length: {
    en: 'Password must be at least {min} characters.',
    kh: 'ពាក្យសម្ងាត់ត្រូវមានយ៉ាងហោចណាស់ {min} តួអក្សរ។',
  },
  password_too_long: {
    en: 'Password must be {max} characters or fewer.',
    kh: 'ពាក្យសម្ងាត់ត្រូវមានមិនលើសពី {max} តួអក្សរ។',
  },
  password_lowercase: { en: 'Password must contain a lowercase letter.', kh: 'ពាក្យសម្ងាត់ត្រូវមានអក្សរតូច។' },
  password_uppercase: { en: 'Password must contain an uppercase letter.', kh: 'ពាក្យសម្ងាត់ត្រូវមានអក្សរធំ។' },
  password_number: { en: 'Password must contain a number.', kh: 'ពាក្យសម្ងាត់ត្រូវមានលេខ។' },
  password_symbol: {
    en: 'Password must contain a special character, for example ! @ # $.',
    kh: 'ពាក្យសម្ងាត់ត្រូវមានតួអក្សរពិសេស ឧទាហរណ៍ ! @ # $។',
  },
  password_edge_space: {
    en: 'Password must not start or end with a space.',
    kh: 'ពាក្យសម្ងាត់មិនត្រូវចាប់ផ្តើម ឬបញ្ចប់ដោយដកឃ្លាទេ។',
  },
  passwords_do_not_match: { en: 'The passwords do not match.', kh: 'ពាក្យសម្ងាត់មិនដូចគ្នាទេ។' },

  // --- codes and the confirm word ---------------------------------------------------------------------------------
  code_six_digits: { en: 'Enter the 6-digit code.', kh: 'សូមបញ្ចូលលេខកូដ ៦ ខ្ទង់។' },
  code_four_digits: { en: 'Enter the 4-digit code.', kh: 'សូមបញ្ចូលលេខកូដ ៤ ខ្ទង់។' },
  incorrect_code: { en: 'Incorrect code, please try again.', kh: 'លេខកូដមិនត្រឹមត្រូវ សូមព្យាយាមម្តងទៀត។' },
  code_expired: {
    en: 'This code has expired. Ask for a new one.',
    kh: 'លេខកូដនេះផុតកំណត់ហើយ។ សូមស្នើសុំលេខកូដថ្មី។',
  },
  code_attempts_exceeded: {
    en: 'Too many wrong codes. Ask for a new one.',
    kh: 'បានបញ្ចូលលេខកូដខុសច្រើនដងពេក។ សូមស្នើសុំលេខកូដថ្មី។',
  },
  code_statement_changed: {
    en: 'The statement changed after this code was sent. Ask for a new code.',
    kh: 'របាយការណ៍បានផ្លាស់ប្តូរ បន្ទាប់ពីលេខកូដនេះត្រូវបានផ្ញើ។ សូមស្នើសុំលេខកូដថ្មី។',
  },
  code_wait: {
    en: 'A code was sent less than a minute ago. You can ask for a new one in {seconds} seconds.',
    kh: 'លេខកូដមួយត្រូវបានផ្ញើមិនទាន់ដល់មួយនាទីនៅឡើយ។ អ្នកអាចស្នើសុំលេខកូដថ្មីបានក្នុងរយៈពេល {seconds} វិនាទីទៀត។',
  },
  code_hourly_limit: {
    en: 'Too many codes were sent for this statement in the last hour. You can ask for a new one in {minutes} minutes.',
    kh: 'លេខកូដច្រើនពេកត្រូវបានផ្ញើសម្រាប់របាយការណ៍នេះក្នុងរយៈពេលមួយម៉ោងចុងក្រោយ។ អ្នកអាចស្នើសុំលេខកូដថ្មីបានក្នុងរយៈពេល {minutes} នាទីទៀត។',
  },
  code_tries_exhausted: {
    en: 'Too many wrong codes were typed for this statement in the last hour. Try again in {minutes} minutes.',
    kh: 'លេខកូដខុសច្រើនពេកត្រូវបានបញ្ចូលសម្រាប់របាយការណ៍នេះក្នុងរយៈពេលមួយម៉ោងចុងក្រោយ។ សូមព្យាយាមម្តងទៀតក្នុងរយៈពេល {minutes} នាទីទៀត។',
  },
  texts_too_long: {
    en: "The policies and the directors' statement together are too long to print: {total} characters, at most {max}. Shorten them.",
    kh: 'គោលនយោបាយ និងសេចក្តីថ្លែងការណ៍របស់ក្រុមប្រឹក្សាភិបាលរួមគ្នាវែងពេកសម្រាប់បោះពុម្ព៖ {total} តួអក្សរ អតិបរមា {max}។ សូមកាត់ឱ្យខ្លី។',
  },
  pdf_busy: {
    en: 'A PDF is already being printed for you. Try again when it is ready.',
    kh: 'ឯកសារ PDF មួយកំពុងត្រូវបានបោះពុម្ពសម្រាប់អ្នក។ សូមព្យាយាមម្តងទៀតនៅពេលវារួចរាល់។',
  },
  document_too_large: {
    en: 'This document is too large to print as a PDF. Shorten the policies or notes and try again.',
    kh: 'ឯកសារនេះធំពេកសម្រាប់បោះពុម្ពជា PDF។ សូមកាត់គោលនយោបាយ ឬកំណត់សម្គាល់ឱ្យខ្លី ហើយព្យាយាមម្តងទៀត។',
  },
  code_sent: { en: 'We sent a code to {destination}.', kh: 'យើងបានផ្ញើលេខកូដទៅ {destination}។' },
  confirm_word_required: {
    en: 'Type the word "confirm" to continue.',
    kh: 'សូមវាយពាក្យ "confirm" ដើម្បីបន្ត។',
  },

  // --- sign-in, sign-up and the identity service (specification §8) ----------------------------------------------
  incorrect_username_or_password: {
    en: 'Incorrect username or password.',
    kh: 'ឈ្មោះអ្នកប្រើ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវ។',
  },
  sign_up_failed: {
    en: 'Sign-up failed. Check your details and try again.',
    kh: 'ការចុះឈ្មោះមិនបានសម្រេច។ សូមពិនិត្យព័ត៌មានរបស់អ្នក ហើយព្យាយាមម្តងទៀត។',
  },
  user_already_exists: {
    en: 'An account with this email already exists.',
    kh: 'គណនីដែលមានអ៊ីមែលនេះមានរួចហើយ។',
  },
  user_not_confirmed: {
    en: 'Confirm your email with the code we sent before you sign in.',
    kh: 'សូមបញ្ជាក់អ៊ីមែលរបស់អ្នកដោយលេខកូដដែលយើងបានផ្ញើ មុនពេលចូលគណនី។',
  },
  already_confirmed: {
    en: 'This account is already confirmed: the link has been used. You can sign in.',
    kh: 'គណនីនេះត្រូវបានបញ្ជាក់រួចហើយ៖ តំណនេះត្រូវបានប្រើរួចហើយ។ អ្នកអាចចូលគណនីបាន។',
  },
  confirm_link_expired: {
    en: 'This confirmation link has expired or a newer code replaced it. Ask for a new code below.',
    kh: 'តំណបញ្ជាក់នេះផុតកំណត់ ឬត្រូវបានជំនួសដោយលេខកូដថ្មីជាង។ សូមស្នើសុំលេខកូដថ្មីនៅខាងក្រោម។',
  },
  sign_up_complete: {
    en: 'Your account is confirmed. You can sign in now.',
    kh: 'គណនីរបស់អ្នកត្រូវបានបញ្ជាក់។ អ្នកអាចចូលគណនីបានឥឡូវនេះ។',
  },
  password_reset_complete: {
    en: 'Your password has been reset. Sign in with the new password.',
    kh: 'ពាក្យសម្ងាត់របស់អ្នកត្រូវបានកំណត់ឡើងវិញ។ សូមចូលគណនីដោយប្រើពាក្យសម្ងាត់ថ្មី។',
  },
  session_expired: {
    en: 'Your session has expired. Sign in again.',
    kh: 'វគ្គប្រើប្រាស់របស់អ្នកបានផុតកំណត់។ សូមចូលគណនីម្តងទៀត។',
  },
  auth_user_unauthenticated: {
    en: 'User needs to be authenticated to call this API.',
    kh: 'អ្នកប្រើប្រាស់ត្រូវចូលគណនីជាមុនសិន ទើបអាចហៅ API នេះបាន។',
  },
  auth_session_not_found: {
    en: 'Auth session was not found. Make sure to call signIn.',
    kh: 'រកមិនឃើញវគ្គផ្ទៀងផ្ទាត់ទេ។ សូមប្រាកដថាបានចូលគណនី (signIn)។',
  },
  auth_implicit_refresh_unsupported: {
    en: 'Token refresh is not supported when authenticated with the implicit grant oauth flow',
    kh: 'មិនគាំទ្រការធ្វើឱ្យថូខឹនថ្មីឡើងវិញ នៅពេលផ្ទៀងផ្ទាត់តាមលំហូរ OAuth implicit grant ទេ',
  },
  auth_invalid_tokens: { en: 'Invalid tokens.', kh: 'ថូខឹនមិនត្រឹមត្រូវ។' },
  auth_user_pool_not_configured: {
    en: 'Auth UserPool not configured.',
    kh: 'មិនទាន់បានកំណត់ UserPool សម្រាប់ការផ្ទៀងផ្ទាត់ទេ។',
  },
  auth_invalid_user_pool_id: {
    en: 'Invalid user pool id provided.',
    kh: 'លេខសម្គាល់ user pool ដែលបានផ្តល់មិនត្រឹមត្រូវ។',
  },
  auth_invalid_identity_pool_id: {
    en: 'Invalid identity pool id provided.',
    kh: 'លេខសម្គាល់ identity pool ដែលបានផ្តល់មិនត្រឹមត្រូវ។',
  },
  network_error: { en: 'A network error has occurred.', kh: 'មានកំហុសបណ្តាញកើតឡើង។' },
  configuration_error: {
    en: 'Configuration error (see console) – please contact the administrator.',
    kh: 'កំហុសក្នុងការកំណត់រចនាសម្ព័ន្ធ (សូមមើល console) – សូមទាក់ទងអ្នកគ្រប់គ្រង។',
  },

  // --- access, entities, users (specification §6, §8) -----------------------------------------------------------
  access_denied: {
    en: 'You do not have permission to access this report or feature.',
    kh: 'អ្នកមិនមានសិទ្ធិចូលប្រើរបាយការណ៍ ឬមុខងារនេះទេ។',
  },
  entity_exists: {
    en: 'Entity already exists, duplicates not allowed.',
    kh: 'អង្គភាពរាយការណ៍នេះមានរួចហើយ មិនអនុញ្ញាតឱ្យមានស្ទួនទេ។',
  },
  company_created: { en: 'Company created.', kh: 'បានបង្កើតក្រុមហ៊ុន។' },
  user_created: { en: 'User created.', kh: 'បានបង្កើតអ្នកប្រើប្រាស់។' },
  connection_approved: { en: 'Connection approved.', kh: 'ការតភ្ជាប់ត្រូវបានអនុម័ត។' },
  user_cannot_be_removed: {
    en: 'The user cannot be removed (admin).',
    kh: 'មិនអាចដកអ្នកប្រើប្រាស់នេះចេញបានទេ (អ្នកគ្រប់គ្រង)។',
  },
  registration_number_mismatch: {
    en: "This is not the reporting entity's company registration number.",
    kh: 'នេះមិនមែនជាលេខចុះបញ្ជីក្រុមហ៊ុនរបស់អង្គភាពរាយការណ៍នេះទេ។',
  },
  super_admin_role_fixed: {
    en: "The super admin's role changes only by transferring super admin rights to another member.",
    kh: 'តួនាទីរបស់អ្នកគ្រប់គ្រងជាន់ខ្ពស់ ផ្លាស់ប្តូរបានតែតាមរយៈការផ្ទេរសិទ្ធិអ្នកគ្រប់គ្រងជាន់ខ្ពស់ទៅសមាជិកផ្សេងទៀតប៉ុណ្ណោះ។',
  },
  remove_user_email_mismatch: {
    en: "Type the user's email exactly as shown to remove them.",
    kh: 'សូមវាយអ៊ីមែលរបស់អ្នកប្រើប្រាស់ឱ្យដូចដែលបានបង្ហាញ ដើម្បីដកគាត់ចេញ។',
  },
  user_removed: { en: 'User removed.', kh: 'បានដកអ្នកប្រើប្រាស់ចេញ។' },
  already_member: {
    en: 'This person is already a user of this entity.',
    kh: 'អ្នកនេះជាអ្នកប្រើប្រាស់របស់អង្គភាពនេះរួចហើយ។',
  },
  firm_details_required: {
    en: 'Accounting firm users give their firm details.',
    kh: 'អ្នកប្រើប្រាស់ពីក្រុមហ៊ុនគណនេយ្យ ត្រូវផ្តល់ព័ត៌មានលម្អិតអំពីក្រុមហ៊ុន។',
  },

  // --- statements: settings, periods, lifecycle -----------------------------------------------------------------
  authorisation_before_signing: {
    en: "The date of authorisation for issue must be on or after the director's signing date.",
    kh: 'កាលបរិច្ឆេទអនុញ្ញាតឱ្យចេញផ្សាយ ត្រូវតែស្មើ ឬក្រោយកាលបរិច្ឆេទចុះហត្ថលេខារបស់អភិបាល។',
  },
  signing_before_period_end: {
    en: "The director's signing date must be after the period end.",
    kh: 'កាលបរិច្ឆេទចុះហត្ថលេខារបស់អភិបាល ត្រូវនៅក្រោយកាលបរិច្ឆេទចុងគ្រា។',
  },
  period_end_outside_year: {
    en: 'The period end must fall in the reporting year {year}.',
    kh: 'កាលបរិច្ឆេទចុងគ្រា ត្រូវស្ថិតក្នុងឆ្នាំរាយការណ៍ {year}។',
  },
  period_start_after_end: {
    en: 'The period start must be before the period end.',
    kh: 'កាលបរិច្ឆេទដើមគ្រា ត្រូវនៅមុនកាលបរិច្ឆេទចុងគ្រា។',
  },
  reporting_year_range: {
    en: 'Enter a reporting year between {min} and {max}.',
    kh: 'សូមបញ្ចូលឆ្នាំរាយការណ៍ចន្លោះពី {min} ដល់ {max}។',
  },
  software_required: {
    en: 'Name the approved software used to prepare the statements.',
    kh: 'សូមបញ្ជាក់ឈ្មោះកម្មវិធីដែលបានអនុម័ត ដែលប្រើដើម្បីរៀបចំរបាយការណ៍ហិរញ្ញវត្ថុ។',
  },
  reporting_period_required: { en: 'Select a reporting period.', kh: 'សូមជ្រើសរើសគ្រារាយការណ៍។' },
  reporting_period_exists: {
    en: 'Financial statements for {year} already exist; an existing reporting period cannot be recreated.',
    kh: 'របាយការណ៍ហិរញ្ញវត្ថុសម្រាប់ឆ្នាំ {year} មានរួចហើយ។ មិនអាចបង្កើតគ្រារាយការណ៍ដែលមានស្រាប់ម្តងទៀតបានទេ។',
  },
  statement_not_editable: {
    en: 'Only a draft can be edited. Ask for an edit or reset the status first.',
    kh: 'មានតែសេចក្តីព្រាងប៉ុណ្ណោះដែលអាចកែសម្រួលបាន។ សូមស្នើសុំកែសម្រួល ឬកំណត់ស្ថានភាពឡើងវិញជាមុនសិន។',
  },
  action_not_allowed_in_stage: {
    en: 'This action is not allowed at this stage.',
    kh: 'សកម្មភាពនេះមិនត្រូវបានអនុញ្ញាតនៅដំណាក់កាលនេះទេ។',
  },
  approval_own_statement: {
    en: 'You prepared this statement, so another member must approve it.',
    kh: 'អ្នកបានរៀបចំរបាយការណ៍នេះ ដូច្នេះសមាជិកផ្សេងទៀតត្រូវអនុម័តវា។',
  },
  genuine_errors_present: {
    en: 'Fix the genuine errors before approval.',
    kh: 'សូមកែកំហុសពិតប្រាកដ មុនពេលអនុម័ត។',
  },
  invoice_unpaid: {
    en: 'Pay the preparation fee for this financial year before submission.',
    kh: 'សូមបង់កម្រៃសេវារៀបចំសម្រាប់ឆ្នាំហិរញ្ញវត្ថុនេះ មុនពេលដាក់ស្នើ។',
  },
  not_eligible_for_submission: {
    en: 'Not eligible for submission; please contact the regulator team.',
    kh: 'មិនមានសិទ្ធិដាក់ស្នើទេ សូមទាក់ទងក្រុមការងារនិយ័តករគណនេយ្យ និងសវនកម្ម។',
  },
  efiling_submission_error: {
    en: 'Error submitting to the e-filing platform.',
    kh: 'មានកំហុសក្នុងការដាក់ស្នើទៅប្រព័ន្ធដាក់ឯកសារតាមអេឡិចត្រូនិក។',
  },
  efiling_refused: {
    en: 'The e-filing platform refused the package; the reasons are listed below.',
    kh: 'ប្រព័ន្ធដាក់ឯកសារតាមអេឡិចត្រូនិកបានបដិសេធកញ្ចប់ឯកសារ។ មូលហេតុមានរាយខាងក្រោម។',
  },
  nbc_unreadable: {
    en: "The file is not the national bank's exchange-rate publication (XML or CSV).",
    kh: 'ឯកសារនេះមិនមែនជាការផ្សាយអត្រាប្តូរប្រាក់របស់ធនាគារជាតិ (XML ឬ CSV) ទេ។',
  },
  nbc_unit: {
    en: 'The unit must be 1, 100 or 1,000 of the currency.',
    kh: 'ឯកតាត្រូវតែជា ១ ១០០ ឬ ១.០០០ នៃរូបិយប័ណ្ណ។',
  },
  nbc_bid_ask: {
    en: 'The average must lie between the bid and the ask.',
    kh: 'អត្រាមធ្យមត្រូវតែស្ថិតនៅចន្លោះអត្រាទិញ និងអត្រាលក់។',
  },
  nbc_not_configured: {
    en: "No address of the national bank's publication is configured (DFR_NBC_RATES_URL); import its file instead.",
    kh: 'មិនទាន់កំណត់អាសយដ្ឋាននៃការផ្សាយរបស់ធនាគារជាតិ (DFR_NBC_RATES_URL) ទេ។ សូមនាំចូលឯកសាររបស់វាជំនួសវិញ។',
  },
  nbc_unavailable: {
    en: "The national bank's publication could not be fetched; the rates already kept are unchanged.",
    kh: 'មិនអាចទាញយកការផ្សាយរបស់ធនាគារជាតិបានទេ។ អត្រាដែលមានស្រាប់មិនត្រូវបានផ្លាស់ប្តូរទេ។',
  },
  share_not_found: {
    en: 'This shared link does not exist. Ask the entity for its link.',
    kh: 'តំណចែករំលែកនេះមិនមានទេ។ សូមសុំតំណពីអង្គភាព។',
  },
  share_revoked: {
    en: 'This shared link was revoked by the entity.',
    kh: 'តំណចែករំលែកនេះត្រូវបានអង្គភាពដកហូតវិញ។',
  },
  share_not_accepted: {
    en: 'Only financial statements the regulator accepted can be shared.',
    kh: 'មានតែរបាយការណ៍ហិរញ្ញវត្ថុដែលនិយ័តករបានទទួលយកប៉ុណ្ណោះ ដែលអាចចែករំលែកបាន។',
  },
  not_validated_yet: {
    en: 'The statements have not been validated yet.',
    kh: 'របាយការណ៍ហិរញ្ញវត្ថុមិនទាន់បានផ្ទៀងផ្ទាត់នៅឡើយទេ។',
  },
  engine_unavailable: {
    en: 'This export is not available yet.',
    kh: 'ការនាំចេញនេះមិនទាន់មាននៅឡើយទេ។',
  },
  unknown_command: { en: 'Unknown command.', kh: 'ពាក្យបញ្ជាមិនស្គាល់។' },
  report_submitted: { en: 'Report submitted.', kh: 'បានដាក់ស្នើរបាយការណ៍។' },
  saved: { en: 'Saved.', kh: 'បានរក្សាទុក។' },

  // --- imports and the chart of accounts (specification §5, §8) ---------------------------------------------------
  import_invalid_headers: {
    en: "The file's headers are not valid. Expected: {headers}.",
    kh: 'ក្បាលជួរឈរនៃឯកសារមិនត្រឹមត្រូវទេ។ ត្រូវការ៖ {headers}។',
  },
  import_unknown_accounts: {
    en: 'These accounts are missing from the chart of accounts: {accounts}.',
    kh: 'គណនីទាំងនេះមិនមាននៅក្នុងតារាងគណនីទេ៖ {accounts}។',
  },
  debits_credits_unequal: {
    en: 'Total debits must equal total credits for {year}.',
    kh: 'សរុបឥណពន្ធ ត្រូវស្មើនឹងសរុបឥណទាន សម្រាប់ឆ្នាំ {year}។',
  },
  duplicate_account: { en: 'Account {code} appears more than once.', kh: 'គណនី {code} មានច្រើនជាងម្តង។' },
  account_exists: { en: 'Account {code} already exists.', kh: 'គណនី {code} មានរួចហើយ។' },
  invalid_account_code: {
    en: 'An account code has 1 to 30 letters, digits, dots, hyphens or underscores.',
    kh: 'លេខកូដគណនីមាន ១ ដល់ ៣០ តួ ជាអក្សរ លេខ ចំណុច សញ្ញា - ឬ _។',
  },
  unknown_concept: {
    en: 'This is not a concept of the taxonomy that an account can post to.',
    kh: 'នេះមិនមែនជាធាតុនៃចំណាត់ថ្នាក់ទិន្នន័យ (taxonomy) ដែលគណនីអាចប្រើបានទេ។',
  },
  trial_balance_invalid: {
    en: 'The trial balance has problems; nothing was imported.',
    kh: 'តារាងតុល្យការមានបញ្ហា; គ្មានអ្វីត្រូវបាននាំចូលទេ។',
  },
  no_figures: {
    en: 'This statement has no figures yet. Import a trial balance or type the figures in first.',
    kh: 'របាយការណ៍នេះមិនទាន់មានតួលេខនៅឡើយទេ។ សូមនាំចូលតារាងតុល្យការ ឬវាយបញ្ចូលតួលេខជាមុនសិន។',
  },
  rate_exists: {
    en: 'A rate for this currency and date already exists.',
    kh: 'អត្រាប្តូរប្រាក់សម្រាប់រូបិយប័ណ្ណ និងកាលបរិច្ឆេទនេះមានរួចហើយ។',
  },
  rate_not_found: {
    en: 'No exchange rate is published on or before this date.',
    kh: 'មិនមានអត្រាប្តូរប្រាក់ដែលបានប្រកាសនៅ ឬមុនកាលបរិច្ឆេទនេះទេ។',
  },
  file_too_large: { en: 'The file is too large (at most {max}).', kh: 'ឯកសារធំពេក (អតិបរមា {max})។' },
  unsupported_file_type: {
    en: 'This type of file is not supported. Use {types}.',
    kh: 'មិនគាំទ្រប្រភេទឯកសារនេះទេ។ សូមប្រើ {types}។',
  },

  // --- notes (specification §3, §5, §8) -------------------------------------------------------------------------
  note_input_invalid: { en: 'The input note is not valid.', kh: 'ការបញ្ចូលកំណត់សម្គាល់មិនត្រឹមត្រូវទេ។' },
  note_sdg_mismatch: {
    en: "Note data SDG mismatch: the note's SDGs must match the company's SDGs.",
    kh: 'SDG ក្នុងទិន្នន័យកំណត់សម្គាល់មិនត្រូវគ្នា៖ SDG ក្នុងកំណត់សម្គាល់ ត្រូវតែដូចគ្នានឹង SDG របស់ក្រុមហ៊ុន។',
  },
  sdg_range: { en: 'Choose goals from 1 to 17.', kh: 'សូមជ្រើសរើសគោលដៅពីលេខ ១ ដល់ ១៧។' },
  shareholders_required: {
    en: 'Add at least one shareholder.',
    kh: 'សូមបន្ថែមម្ចាស់ភាគហ៊ុនយ៉ាងហោចណាស់ម្នាក់។',
  },
  duplicate_shareholder: {
    en: 'This shareholder is listed more than once.',
    kh: 'ម្ចាស់ភាគហ៊ុននេះមាននៅក្នុងបញ្ជីច្រើនជាងម្តង។',
  },
  shares_positive: {
    en: 'A shareholder holds at least one share.',
    kh: 'ម្ចាស់ភាគហ៊ុនម្នាក់ត្រូវកាន់ភាគហ៊ុនយ៉ាងហោចណាស់មួយ។',
  },
  shareholder_tab_invalid: {
    en: 'The shareholder tab is not valid.',
    kh: 'ផ្ទាំងម្ចាស់ភាគហ៊ុនមិនត្រឹមត្រូវទេ។',
  },
  general_information_tab_invalid: {
    en: 'The general information tab is not valid.',
    kh: 'ផ្ទាំងព័ត៌មានទូទៅមិនត្រឹមត្រូវទេ។',
  },
  female_exceeds_total: {
    en: 'Female employees cannot be more than the total employees.',
    kh: 'ចំនួនបុគ្គលិកស្រី មិនអាចលើសពីចំនួនបុគ្គលិកសរុបទេ។',
  },
  accountants_exceed_total: {
    en: 'Accountants cannot be more than the total employees.',
    kh: 'ចំនួនគណនេយ្យករ មិនអាចលើសពីចំនួនបុគ្គលិកសរុបទេ។',
  },
  taxable_exceeds_active: {
    en: 'Taxable customers cannot be more than the active customers.',
    kh: 'ចំនួនអតិថិជនជាប់ពន្ធ មិនអាចលើសពីចំនួនអតិថិជនសកម្មទេ។',
  },
  post_period_answers_count: {
    en: 'Give an answer slot for each of the 13 questions on events after the reporting period.',
    kh: 'ត្រូវមានចម្លើយសម្រាប់សំណួរទាំង ១៣ អំពីព្រឹត្តិការណ៍បន្ទាប់ពីគ្រារាយការណ៍។',
  },
  post_period_answer_required: { en: 'Answer yes or no.', kh: 'សូមឆ្លើយ បាទ/ចាស ឬ ទេ។' },

  // --- the whole product: generic answers of the API ------------------------------------------------------------
  unexpected_error: {
    en: 'Something went wrong. Nothing you entered was lost; please try again.',
    kh: 'មានបញ្ហាមិនរំពឹងទុកកើតឡើង។ ទិន្នន័យដែលអ្នកបានបញ្ចូលមិនបាត់បង់ទេ សូមព្យាយាមម្តងទៀត។',
  },
  stale_version: {
    en: 'Someone else changed this since you opened it. Reload to see the latest version; your input is kept.',
    kh: 'មានអ្នកផ្សេងបានផ្លាស់ប្តូរទិន្នន័យនេះ បន្ទាប់ពីអ្នកបានបើកវា។ សូមផ្ទុកឡើងវិញដើម្បីមើលកំណែចុងក្រោយ ទិន្នន័យដែលអ្នកបានបញ្ចូលនៅតែរក្សាទុក។',
  },
  not_found: { en: 'This page or item was not found.', kh: 'រកមិនឃើញទំព័រ ឬធាតុនេះទេ។' },
  too_many_requests: {
    en: 'Too many requests. Wait a moment and try again.',
    kh: 'មានសំណើច្រើនពេក។ សូមរង់ចាំបន្តិច ហើយព្យាយាមម្តងទៀត។',
  },
  too_many_lines: {
    en: 'The file has too many lines, so nothing was imported. Split it into smaller files.',
    kh: 'ឯកសារមានបន្ទាត់ច្រើនពេក ដូច្នេះគ្មានអ្វីត្រូវបាននាំចូលទេ។ សូមបំបែកវាជាឯកសារតូចៗ។',
  },
  import_too_complex: {
    en: 'The file took too long or too much memory to read, so nothing was imported. Split it into smaller files or save it as CSV.',
    kh: 'ឯកសារនេះប្រើពេល ឬអង្គចងចាំច្រើនពេកក្នុងការអាន ដូច្នេះគ្មានអ្វីត្រូវបាននាំចូលទេ។ សូមបំបែកវាជាឯកសារតូចៗ ឬរក្សាទុកជា CSV។',
  },
  payload_too_large: { en: 'The request is too large.', kh: 'សំណើមានទំហំធំពេក។' },
  // --- the audit trail's CSV columns (issue 32) -------------------------------------------------------------------
  audit_csv_when: { en: 'When (UTC)', kh: 'ពេលវេលា (UTC)' },
  audit_csv_person: { en: 'Person', kh: 'អ្នកប្រើប្រាស់' },
  audit_csv_action: { en: 'Action', kh: 'សកម្មភាព' },
  audit_csv_entity: { en: 'Entity', kh: 'អង្គភាពរាយការណ៍' },
  audit_csv_entity_kh: { en: 'Entity (Khmer)', kh: 'អង្គភាពរាយការណ៍ (ខ្មែរ)' },
  audit_csv_year: { en: 'Reporting year', kh: 'ឆ្នាំរាយការណ៍' },
  audit_csv_subject: { en: 'Subject', kh: 'កម្មវត្ថុ' },
  audit_csv_subject_id: { en: 'Subject id', kh: 'លេខសម្គាល់កម្មវត្ថុ' },
  audit_csv_from: { en: 'From', kh: 'ពី' },
  audit_csv_to: { en: 'To', kh: 'ទៅ' },
  // --- direct upload to file storage (issue 33) -------------------------------------------------------------------
  direct_upload_unavailable: {
    en: 'Direct upload to file storage is not configured here: send the file to the API instead.',
    kh: 'ការផ្ទុកឡើងផ្ទាល់ទៅកន្លែងផ្ទុកឯកសារមិនត្រូវបានកំណត់នៅទីនេះទេ៖ សូមផ្ញើឯកសារទៅ API ជំនួសវិញ។',
  },
  upload_not_found: {
    en: 'The uploaded file is not in file storage (the upload did not finish, or it expired): choose the file again.',
    kh: 'ឯកសារដែលបានផ្ទុកឡើងមិនមាននៅក្នុងកន្លែងផ្ទុកឯកសារទេ (ការផ្ទុកឡើងមិនបានបញ្ចប់ ឬផុតកំណត់)៖ សូមជ្រើសរើសឯកសារម្តងទៀត។',
  },
  upload_file_name: {
    en: "Give the file's name, ending in {types}.",
    kh: 'សូមផ្តល់ឈ្មោះឯកសារ ដែលបញ្ចប់ដោយ {types}។',
  },
  upload_file_size: {
    en: 'The file must hold between 1 byte and {max} MB.',
    kh: 'ឯកសារត្រូវមានទំហំចាប់ពី 1 បៃ ដល់ {max} MB។',
  },
  upload_id_invalid: {
    en: 'This is not an upload this platform gave out.',
    kh: 'នេះមិនមែនជាការផ្ទុកឡើងដែលវេទិកានេះបានផ្តល់ឱ្យទេ។',
  },
  upload_url_invalid: {
    en: 'This upload link is not one this platform gave out, or it was changed: choose the file again.',
    kh: 'តំណផ្ទុកឡើងនេះមិនមែនជាតំណដែលវេទិកានេះបានផ្តល់ឱ្យទេ ឬវាត្រូវបានកែប្រែ៖ សូមជ្រើសរើសឯកសារម្តងទៀត។',
  },
  upload_url_expired: {
    en: 'This upload link has expired (it lasts 15 minutes): choose the file again.',
    kh: 'តំណផ្ទុកឡើងនេះបានផុតកំណត់ហើយ (វាមានសុពលភាព 15 នាទី)៖ សូមជ្រើសរើសឯកសារម្តងទៀត។',
  },
  upload_already_stored: {
    en: 'This file was already received through this upload link: choose the file again to send it anew.',
    kh: 'ឯកសារនេះត្រូវបានទទួលរួចហើយតាមរយៈតំណផ្ទុកឡើងនេះ៖ សូមជ្រើសរើសឯកសារម្តងទៀត ដើម្បីផ្ញើវាម្តងទៀត។',
  },
  invalid_json: { en: 'The request body is not valid JSON.', kh: 'ខ្លឹមសារសំណើមិនមែនជា JSON ត្រឹមត្រូវទេ។' },

  // --- notifications (stored as a key and parameters; shown in the reader's language) --------------------------
  'notification.payment_received': {
    en: 'Payment received for the {year} preparation fee (invoice {invoice}): receipt {receipt}.',
    kh: 'បានទទួលការទូទាត់កម្រៃសេវារៀបចំឆ្នាំ {year} (វិក្កយបត្រ {invoice})៖ បង្កាន់ដៃ {receipt}។',
  },
  'notification.invoice_issued': {
    en: 'The {year} statements are approved: invoice {invoice} for the preparation fee is ready to pay.',
    kh: 'របាយការណ៍ឆ្នាំ {year} ត្រូវបានអនុម័ត៖ វិក្កយបត្រ {invoice} សម្រាប់កម្រៃសេវារៀបចំរួចរាល់សម្រាប់ការទូទាត់។',
  },
  pdf_timeout: {
    en: 'The PDF took too long to prepare. Try again in a moment.',
    kh: 'ការរៀបចំ PDF ចំណាយពេលយូរពេក។ សូមព្យាយាមម្តងទៀតបន្តិចក្រោយ។',
  },
  already_decided: {
    en: 'This has already been decided.',
    kh: 'រឿងនេះត្រូវបានសម្រេចរួចហើយ។',
  },
  reasons_required: {
    en: 'Give the reasons for the rejection.',
    kh: 'សូមផ្តល់មូលហេតុនៃការបដិសេធ។',
  },
  'receipt.title': { en: 'Cash receipt', kh: 'បង្កាន់ដៃទទួលប្រាក់' },
  'receipt.number': { en: 'Receipt number', kh: 'លេខបង្កាន់ដៃ' },
  'receipt.date': { en: 'Date', kh: 'កាលបរិច្ឆេទ' },
  'receipt.received': { en: 'Received from', kh: 'ទទួលពី' },
  'receipt.registration': { en: 'Company registration number', kh: 'លេខចុះបញ្ជីក្រុមហ៊ុន' },
  'receipt.for': { en: 'For', kh: 'សម្រាប់' },
  'receipt.for_text': {
    en: 'Invoice {invoice}: the preparation fee of the {year} financial statements',
    kh: 'វិក្កយបត្រ {invoice}៖ កម្រៃសេវារៀបចំរបាយការណ៍ហិរញ្ញវត្ថុឆ្នាំ {year}',
  },
  'receipt.amount': { en: 'Amount', kh: 'ចំនួនទឹកប្រាក់' },
  'receipt.method': { en: 'Paid by', kh: 'បង់តាម' },
  'receipt.payer': { en: "Payer's account", kh: 'គណនីអ្នកបង់' },
  'receipt.transaction': { en: 'Bank transaction', kh: 'ប្រតិបត្តិការធនាគារ' },
  'receipt.issuer': { en: 'Accounting and auditing regulator', kh: 'និយ័តករគណនេយ្យ និងសវនកម្ម' },
  'notification.submitted': {
    en: 'The {year} financial statements were submitted to the regulator: e-filing receipt {receipt}.',
    kh: 'របាយការណ៍ហិរញ្ញវត្ថុឆ្នាំ {year} ត្រូវបានដាក់ស្នើទៅនិយ័តករ៖ បង្កាន់ដៃដាក់ស្នើតាមអេឡិចត្រូនិក {receipt}។',
  },
  'notification.submission_accepted': {
    en: 'The regulator accepted the {year} financial statements (receipt {receipt}).',
    kh: 'និយ័តករបានទទួលយករបាយការណ៍ហិរញ្ញវត្ថុឆ្នាំ {year} (បង្កាន់ដៃ {receipt})។',
  },
  'notification.submission_rejected': {
    en: 'The regulator sent back the {year} financial statements (receipt {receipt}): {reasons}',
    kh: 'និយ័តករបានបញ្ជូនរបាយការណ៍ហិរញ្ញវត្ថុឆ្នាំ {year} ត្រឡប់មកវិញ (បង្កាន់ដៃ {receipt})៖ {reasons}',
  },
  'notification.eligibility_suspended': {
    en: 'The regulator suspended your eligibility to submit. Contact the regulator team.',
    kh: 'និយ័តករបានផ្អាកសិទ្ធិដាក់ស្នើរបស់អ្នក។ សូមទាក់ទងក្រុមការងារនិយ័តករ។',
  },
  'notification.eligibility_restored': {
    en: 'The regulator restored your eligibility to submit.',
    kh: 'និយ័តករបានស្តារសិទ្ធិដាក់ស្នើរបស់អ្នកវិញ។',
  },
  'notification.credential_approved': {
    en: 'Your e-filing access credential for {registrationNumber} was issued.',
    kh: 'លិខិតសម្គាល់ការចូលដាក់ស្នើតាមអេឡិចត្រូនិកសម្រាប់ {registrationNumber} ត្រូវបានចេញ។',
  },
  'notification.credential_rejected': {
    en: 'Your e-filing access credential request for {registrationNumber} was refused: {reason}',
    kh: 'សំណើលិខិតសម្គាល់ការចូលដាក់ស្នើតាមអេឡិចត្រូនិកសម្រាប់ {registrationNumber} ត្រូវបានបដិសេធ៖ {reason}',
  },
  invoice_not_open: {
    en: 'This invoice is already paid.',
    kh: 'វិក្កយបត្រនេះត្រូវបានបង់រួចហើយ។',
  },
  invoice_not_paid: {
    en: 'Only a paid invoice can be marked as received.',
    kh: 'មានតែវិក្កយបត្រដែលបានបង់ប៉ុណ្ណោះ ដែលអាចសម្គាល់ថាបានទទួល។',
  },
  settlement_before_payment: {
    en: 'The settlement date cannot be before the invoice was paid ({date}).',
    kh: 'កាលបរិច្ឆេទទូទាត់សងមិនអាចមុនថ្ងៃដែលវិក្កយបត្រត្រូវបានបង់ ({date}) បានទេ។',
  },
  // regulator staff, separation of duties, reminders (issue 32)
  last_administrator: {
    en: 'The last administrator cannot be removed or given another role. Make someone else an administrator first.',
    kh: 'មិនអាចដកចេញ ឬប្ដូរតួនាទីអ្នកគ្រប់គ្រងប្រព័ន្ធចុងក្រោយបានទេ។ សូមតែងតាំងអ្នកផ្សេងជាអ្នកគ្រប់គ្រងប្រព័ន្ធជាមុនសិន។',
  },
  already_staff: {
    en: 'This person is already regulator staff.',
    kh: 'បុគ្គលនេះជាបុគ្គលិកនិយ័តកររួចហើយ។',
  },
  remove_staff_email_mismatch: {
    en: "Type the staff member's email exactly as shown to remove them.",
    kh: 'សូមវាយអ៊ីមែលរបស់បុគ្គលិកឱ្យដូចដែលបានបង្ហាញ ដើម្បីដកគាត់ចេញ។',
  },
  identity_unavailable: {
    en: 'The sign-in service did not answer. Nothing was changed; try again shortly.',
    kh: 'សេវាចូលប្រើមិនបានឆ្លើយតបទេ។ គ្មានអ្វីត្រូវបានផ្លាស់ប្ដូរទេ សូមព្យាយាមម្តងទៀតក្នុងពេលឆាប់ៗ។',
  },
  approval_by_preparer: {
    en: "The regulator requires that the approver is not the person who prepared or finalized the statements. Another member must approve with the director's code.",
    kh: 'និយ័តករតម្រូវថាអ្នកអនុម័តមិនមែនជាអ្នកដែលបានរៀបចំ ឬបញ្ចប់របាយការណ៍ទេ។ សមាជិកផ្សេងទៀតត្រូវអនុម័តដោយប្រើលេខកូដរបស់នាយក។',
  },
  'notification.finalized': {
    en: "The {year} financial statements were finalized: validate them and request the director's approval.",
    kh: 'របាយការណ៍ហិរញ្ញវត្ថុឆ្នាំ {year} ត្រូវបានបញ្ចប់៖ សូមផ្ទៀងផ្ទាត់ និងស្នើសុំការអនុម័តពីនាយក។',
  },
  'notification.approval_requested': {
    en: 'Approval of the {year} financial statements was requested: the code was emailed to the director ({director}).',
    kh: 'ការអនុម័តរបាយការណ៍ហិរញ្ញវត្ថុឆ្នាំ {year} ត្រូវបានស្នើសុំ៖ លេខកូដត្រូវបានផ្ញើទៅនាយក ({director})។',
  },
  'notification.approved': {
    en: 'The {year} financial statements were approved: pay the fee, then submit them.',
    kh: 'របាយការណ៍ហិរញ្ញវត្ថុឆ្នាំ {year} ត្រូវបានអនុម័ត៖ សូមបង់កម្រៃសេវា បន្ទាប់មកដាក់ស្នើ។',
  },
  'notification.paid': {
    en: 'The {year} fee is paid: the financial statements can be submitted.',
    kh: 'កម្រៃសេវាឆ្នាំ {year} ត្រូវបានបង់៖ អាចដាក់ស្នើរបាយការណ៍ហិរញ្ញវត្ថុបាន។',
  },
  'reminder.deadline_before': {
    en: 'The {year} financial statements are due in {days} days (deadline {deadline}).',
    kh: 'របាយការណ៍ហិរញ្ញវត្ថុឆ្នាំ {year} ត្រូវដាក់ស្នើក្នុងរយៈពេល {days} ថ្ងៃទៀត (ថ្ងៃផុតកំណត់ {deadline})។',
  },
  'reminder.deadline_day': {
    en: 'The {year} financial statements are due today ({deadline}).',
    kh: 'របាយការណ៍ហិរញ្ញវត្ថុឆ្នាំ {year} ត្រូវដាក់ស្នើនៅថ្ងៃនេះ ({deadline})។',
  },
  'reminder.deadline_overdue': {
    en: 'The {year} financial statements are overdue: the deadline was {deadline}.',
    kh: 'របាយការណ៍ហិរញ្ញវត្ថុឆ្នាំ {year} ហួសកាលកំណត់ហើយ៖ ថ្ងៃផុតកំណត់គឺ {deadline}។',
  },
  'reminder.invoice_overdue': {
    en: 'Invoice {invoice} for the {year} preparation fee is overdue: it was due on {deadline}.',
    kh: 'វិក្កយបត្រ {invoice} សម្រាប់កម្រៃសេវារៀបចំឆ្នាំ {year} ហួសកាលកំណត់ហើយ៖ ត្រូវបង់នៅថ្ងៃ {deadline}។',
  },
  bank_unavailable: {
    en: 'The bank did not answer. Your payment is safe; we will check again shortly.',
    kh: 'ធនាគារមិនបានឆ្លើយតបទេ។ ការទូទាត់របស់អ្នកមានសុវត្ថិភាព យើងនឹងពិនិត្យម្តងទៀតក្នុងពេលឆាប់ៗ។',
  },
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
} as const satisfies Record<string, BilingualText>;

export type MessageKey = keyof typeof messages;

/**
 * Other names under which a message is known (the API's first keys), so either name translates. New code uses the
 * catalogue's own key.
 */
const ALIASES = {
  unauthenticated: 'auth_user_unauthenticated',
  period_exists: 'reporting_period_exists',
  period_required: 'reporting_period_required',
  not_editable: 'statement_not_editable',
  invalid_transition: 'action_not_allowed_in_stage',
  code_mismatch: 'incorrect_code',
  invalid_headers: 'import_invalid_headers',
  unequal_totals: 'debits_credits_unequal',
  accounts_missing: 'import_unknown_accounts',
  note_invalid: 'note_input_invalid',
  email_mismatch: 'remove_user_email_mismatch',
  amount_whole: 'whole_amount',
  has_genuine_errors: 'genuine_errors_present',
  unsupported_file: 'unsupported_file_type',
  internal_error: 'unexpected_error',
} as const satisfies Record<string, MessageKey>;

/** A name under which a message of the catalogue is also known. */
export type MessageAlias = keyof typeof ALIASES;

export const MESSAGE_ALIASES: Readonly<Record<string, MessageKey>> = Object.freeze(ALIASES);

/**
 * Every message key the API sends: `error.message_key`, `error.field_keys`, import problem codes, notification and
 * job keys. The API types its errors with `ApiMessageKey`, so a key outside this list does not compile, and a test
 * checks each translates in both languages. The API defines no text of its own.
 */
export const API_MESSAGE_KEYS = [
  // generic answers
  'access_denied',
  'unauthenticated',
  'auth_user_unauthenticated',
  'not_found',
  'stale_version',
  'internal_error',
  'invalid_json',
  'payload_too_large',
  'unsupported_file',
  // direct upload to file storage
  'direct_upload_unavailable',
  'upload_not_found',
  'upload_file_name',
  'upload_file_size',
  'upload_id_invalid',
  'upload_url_invalid',
  'upload_url_expired',
  'upload_already_stored',
  // input
  'validation_failed',
  'required',
  'invalid_value',
  'invalid_email',
  'invalid_date',
  'invalid_currency',
  'amount_whole',
  'confirm_word_required',
  // entities and users
  'entity_exists',
  'already_member',
  'user_cannot_be_removed',
  'super_admin_role_fixed',
  'registration_number_mismatch',
  'email_mismatch',
  // chart of accounts, exchange rates, imports
  'account_exists',
  'unknown_concept',
  'rate_exists',
  'rate_not_found',
  'invalid_headers',
  'trial_balance_invalid',
  'no_figures',
  // statements
  'period_exists',
  'period_required',
  'not_editable',
  'invalid_transition',
  'unknown_command',
  'code_mismatch',
  'code_expired',
  'code_attempts_exceeded',
  'code_statement_changed',
  'code_wait',
  'code_hourly_limit',
  'code_tries_exhausted',
  'note_sdg_mismatch',
  'has_genuine_errors',
  'approval_own_statement',
  // notifications
  'notification.validation_done',
  'notification.invited',
  'notification.edit_code_sent',
  // rate limit and import limits (issue 19)
  'too_many_requests',
  'import_too_complex',
  'too_many_lines',
  'notification.payment_received',
  'notification.invoice_issued',
  // submission and the regulator's desk
  'not_eligible_for_submission',
  'efiling_submission_error',
  'efiling_refused',
  'share_not_found',
  'share_revoked',
  'nbc_unreadable',
  'nbc_unit',
  'nbc_bid_ask',
  'nbc_not_configured',
  'nbc_unavailable',
  'share_not_accepted',
  'invoice_unpaid',
  'already_decided',
  'pdf_timeout',
  'pdf_busy',
  'document_too_large',
  'texts_too_long',
  'reasons_required',
  'notification.submitted',
  'notification.submission_accepted',
  'notification.submission_rejected',
  'notification.credential_approved',
  'notification.eligibility_suspended',
  'notification.eligibility_restored',
  'notification.credential_rejected',
  // invoices and payment
  'invoice_not_open',
  'invoice_not_paid',
  'bank_unavailable',
  // the regulator's desk: invoices (issue 32)
  'date_in_future',
  'settlement_before_payment',
  // regulator staff, separation of duties, reminders (issue 32)
  'last_administrator',
  'already_staff',
  'remove_staff_email_mismatch',
  'identity_unavailable',
  'approval_by_preparer',
  'notification.finalized',
  'notification.approval_requested',
  'notification.approved',
  'notification.paid',
  'reminder.deadline_before',
  'reminder.deadline_day',
  'reminder.deadline_overdue',
  'reminder.invoice_overdue',
] as const satisfies readonly (MessageKey | MessageAlias)[];

/** A message key the API may send (a catalogue key or an alias of one). */
export type ApiMessageKey = (typeof API_MESSAGE_KEYS)[number];

/** The catalogue key for a key or one of its aliases; `undefined` when unknown. */
export function resolveMessageKey(key: unknown): MessageKey | undefined {
  if (isMessageKey(key)) return key;
  return typeof key === 'string' && Object.hasOwn(MESSAGE_ALIASES, key) ? MESSAGE_ALIASES[key] : undefined;
}
export type MessageParams = Record<string, string | number>;

/** A parameter that is a date and nothing else. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const MESSAGE_KEYS = Object.keys(messages) as MessageKey[];

/** True when `key` names a message of the catalogue. */
export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.hasOwn(messages, key);
}

/** ASCII digits → Khmer digits (០–៩), for numbers shown inside Khmer text: the engine's one conversion. */
export { toKhmerDigits };

/**
 * The text of a message in a language, with `{name}` placeholders filled. Numbers in Khmer text are written in
 * Khmer digits; a date (`YYYY-MM-DD`, as the API sends one) reads as a date in the language (the engine's one
 * formatter: `June 20, 2026`, `២០ មិថុនា ២០២៦`). An unknown key is returned unchanged (a server may send a text of its own); a missing language falls
 * back to English.
 */
export function translate(key: MessageKey | (string & {}), lang: Lang = 'en', params?: MessageParams): string {
  const known = resolveMessageKey(key);
  if (known === undefined) return key;
  const entry: BilingualText = messages[known];
  const template = lang === 'kh' ? entry.kh : entry.en;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) return whole;
    if (typeof value === 'string') return ISO_DATE.test(value) ? formatDate(value, lang) : value;
    return lang === 'kh' ? toKhmerDigits(String(value)) : String(value);
  });
}
