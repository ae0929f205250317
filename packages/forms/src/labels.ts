import type { BilingualText, Lang } from './rules';

/** Field labels of the product's forms, in both languages (glossary terms). */
export const fieldLabels = {
  email: { en: 'Email', kh: 'អ៊ីមែល' },
  password: { en: 'Password', kh: 'ពាក្យសម្ងាត់' },
  confirmPassword: { en: 'Confirm password', kh: 'បញ្ជាក់ពាក្យសម្ងាត់' },
  signUp: { en: 'Sign up', kh: 'ចុះឈ្មោះ' },
  passwordRules: { en: 'Your password needs:', kh: 'ពាក្យសម្ងាត់របស់អ្នកត្រូវមាន៖' },
  ruleMet: { en: 'done', kh: 'រួចរាល់' },
  ruleNotMet: { en: 'not yet', kh: 'មិនទាន់' },

  nameEn: { en: 'Name (English)', kh: 'ឈ្មោះ (អង់គ្លេស)' },
  nameKh: { en: 'Name (Khmer)', kh: 'ឈ្មោះ (ខ្មែរ)' },
  registrationNumber: { en: 'Company registration number', kh: 'លេខចុះបញ្ជីក្រុមហ៊ុន' },
  vatTin: { en: 'VAT TIN', kh: 'លេខអត្តសញ្ញាណកម្មសារពើពន្ធ' },
  legalForm: { en: 'Legal form', kh: 'ទម្រង់គតិយុត្ត' },
  countryOfIncorporation: { en: 'Country of incorporation', kh: 'ប្រទេសនៃការចុះបញ្ជី' },
  registeredOfficeEn: { en: 'Registered office address (English)', kh: 'អាសយដ្ឋានការិយាល័យចុះបញ្ជី (អង់គ្លេស)' },
  registeredOfficeKh: { en: 'Registered office address (Khmer)', kh: 'អាសយដ្ឋានការិយាល័យចុះបញ្ជី (ខ្មែរ)' },
  principalPlaceOfBusiness: { en: 'Principal place of business', kh: 'ទីតាំងអាជីវកម្មចម្បង' },
  natureOfOperations: { en: 'Nature of operations', kh: 'លក្ខណៈនៃប្រតិបត្តិការ' },
  parentNameEn: { en: 'Parent (English)', kh: 'ក្រុមហ៊ុនមេ (អង់គ្លេស)' },
  parentNameKh: { en: 'Parent (Khmer)', kh: 'ក្រុមហ៊ុនមេ (ខ្មែរ)' },
  ultimateParentNameEn: { en: 'Ultimate parent (English)', kh: 'ក្រុមហ៊ុនមេចុងក្រោយ (អង់គ្លេស)' },
  ultimateParentNameKh: { en: 'Ultimate parent (Khmer)', kh: 'ក្រុមហ៊ុនមេចុងក្រោយ (ខ្មែរ)' },
  industry: { en: 'Industry', kh: 'វិស័យឧស្សាហកម្ម' },
  sector: { en: 'Sector', kh: 'វិស័យ' },
  registeredCapital: { en: 'Registered capital (KHR)', kh: 'ដើមទុនចុះបញ្ជី (រៀល)' },
  instituteId: { en: 'Institute ID', kh: 'លេខសម្គាល់ស្ថាប័ន' },
  contactEmail: { en: 'Contact email', kh: 'អ៊ីមែលទំនាក់ទំនង' },
  message: { en: 'Message to the regulator', kh: 'សារទៅកាន់និយ័តករ' },
  province: { en: 'Province', kh: 'ខេត្ត' },
  size: { en: 'Entity size', kh: 'ទំហំអង្គភាព' },
  auditRequired: { en: 'Audit required', kh: 'តម្រូវឱ្យធ្វើសវនកម្ម' },
  sdgs: { en: 'Sustainable Development Goals', kh: 'គោលដៅអភិវឌ្ឍន៍ប្រកបដោយចីរភាព' },

  framework: { en: 'Reporting framework', kh: 'ក្របខណ្ឌរបាយការណ៍' },
  reportingYear: { en: 'Reporting year', kh: 'ឆ្នាំរាយការណ៍' },
  periodStart: { en: 'Period start', kh: 'កាលបរិច្ឆេទដើមគ្រា' },
  periodEnd: { en: 'Period end', kh: 'កាលបរិច្ឆេទចុងគ្រា' },
  presentationCurrency: { en: 'Presentation currency', kh: 'រូបិយប័ណ្ណបង្ហាញ' },
  functionalCurrency: { en: 'Functional currency', kh: 'រូបិយប័ណ្ណមុខងារ' },
  rounding: { en: 'Rounding', kh: 'ការបង្គត់' },
  sfpType: {
    en: 'Statement of financial position',
    kh: 'របាយការណ៍ស្ថានភាពហិរញ្ញវត្ថុ',
  },
  plType: { en: 'Statement of profit or loss', kh: 'របាយការណ៍ចំណេញ ឬខាត' },
  cashFlowType: { en: 'Statement of cash flows', kh: 'របាយការណ៍លំហូរសាច់ប្រាក់' },
  closingRate: { en: 'Closing rate', kh: 'អត្រាចុងគ្រា' },
  averageRate: { en: 'Average rate', kh: 'អត្រាមធ្យម' },
  preparationMethod: { en: 'Preparation method', kh: 'វិធីសាស្ត្ររៀបចំ' },
  softwareUsed: { en: 'Software used', kh: 'កម្មវិធីដែលបានប្រើ' },
  directorNameEn: { en: 'Director signing (English)', kh: 'អភិបាលចុះហត្ថលេខា (អង់គ្លេស)' },
  directorNameKh: { en: 'Director signing (Khmer)', kh: 'អភិបាលចុះហត្ថលេខា (ខ្មែរ)' },
  directorEmail: { en: "Director's email for the approval code", kh: 'អ៊ីមែលរបស់អភិបាលសម្រាប់លេខកូដអនុម័ត' },
  signingDate: { en: 'Date of signing', kh: 'កាលបរិច្ឆេទចុះហត្ថលេខា' },
  authorisationDate: { en: 'Date of authorisation for issue', kh: 'កាលបរិច្ឆេទអនុញ្ញាតឱ្យចេញផ្សាយ' },
  goingConcern: { en: 'Going concern', kh: 'និរន្តរភាពអាជីវកម្ម' },
  comparativeChange: { en: 'Comparative figures changed', kh: 'តួលេខប្រៀបធៀបមានការផ្លាស់ប្តូរ' },
  trueAndFairView: { en: 'True and fair view', kh: 'ទិដ្ឋភាពពិត និងត្រឹមត្រូវ' },
  abilityToPayDebts: { en: 'Able to pay debts when due', kh: 'អាចសងបំណុលនៅពេលដល់កាលកំណត់' },
  audited: { en: 'Audited', kh: 'បានធ្វើសវនកម្ម' },
  reportingLanguage: { en: 'Reporting language', kh: 'ភាសារបាយការណ៍' },

  shareholders: { en: 'Shareholders', kh: 'ម្ចាស់ភាគហ៊ុន' },
  shareholderName: { en: 'Shareholder name', kh: 'ឈ្មោះម្ចាស់ភាគហ៊ុន' },
  shares: { en: 'Number of shares', kh: 'ចំនួនភាគហ៊ុន' },
  paidUpKhr: { en: 'Paid-up capital (KHR)', kh: 'ដើមទុនបានបង់ (រៀល)' },
  addShareholder: { en: 'Add a shareholder', kh: 'បន្ថែមម្ចាស់ភាគហ៊ុន' },
  removeShareholder: { en: 'Remove shareholder {n}', kh: 'ដកម្ចាស់ភាគហ៊ុនទី {n} ចេញ' },
  shareholderRow: { en: 'Shareholder {n}', kh: 'ម្ចាស់ភាគហ៊ុនទី {n}' },
  save: { en: 'Save', kh: 'រក្សាទុក' },
  role: { en: 'Role', kh: 'តួនាទី' },
  invite: { en: 'Invite', kh: 'អញ្ជើញ' },
  removeUser: { en: 'Remove user', kh: 'ដកអ្នកប្រើប្រាស់ចេញ' },
  typeEmailToRemove: {
    en: 'Type {email} to confirm the removal',
    kh: 'សូមវាយ {email} ដើម្បីបញ្ជាក់ការដកចេញ',
  },
  approvalCode: { en: 'Approval code', kh: 'លេខកូដអនុម័ត' },
  editRequestCode: { en: 'Edit-request code', kh: 'លេខកូដស្នើសុំកែសម្រួល' },
  codeSentTo: { en: 'Sent to {destination}.', kh: 'បានផ្ញើទៅ {destination}។' },
  codeExpiresAt: { en: 'The code expires at {time}.', kh: 'លេខកូដផុតកំណត់នៅម៉ោង {time}។' },
  confirmWord: { en: 'Type "confirm" to continue', kh: 'សូមវាយ "confirm" ដើម្បីបន្ត' },
  continue: { en: 'Continue', kh: 'បន្ត' },
  currency: { en: 'Currency', kh: 'រូបិយប័ណ្ណ' },
  releaseDate: { en: 'Release date', kh: 'កាលបរិច្ឆេទចេញផ្សាយ' },
  rateType: { en: 'Rate type', kh: 'ប្រភេទអត្រា' },
  officialReportingRate: { en: 'Official reporting rate', kh: 'អត្រាផ្លូវការសម្រាប់រាយការណ៍' },
  monthlyAverage: { en: 'Monthly average', kh: 'អត្រាមធ្យមប្រចាំខែ' },
  dailyRate: { en: 'Daily rate', kh: 'អត្រាប្រចាំថ្ងៃ' },
  pageSize: { en: 'Page size', kh: 'ទំហំទំព័រ' },
  orientation: { en: 'Orientation', kh: 'ទិសដៅទំព័រ' },
  margin: { en: 'Margin (mm, 0–50)', kh: 'គម្លាតរឹម (មម, ០–៥០)' },
  header: { en: 'Header', kh: 'ក្បាលទំព័រ' },
  footer: { en: 'Footer', kh: 'បាតទំព័រ' },
  pageNumber: { en: 'Show page numbers', kh: 'បង្ហាញលេខទំព័រ' },
  headerFooterPlaceholders: {
    en: '{entity}, {year}, {page} and {pages} are filled in on every page.',
    kh: '{entity} {year} {page} និង {pages} ត្រូវបានបំពេញនៅគ្រប់ទំព័រ។',
  },
  pageNumberPosition: { en: 'Page number position', kh: 'ទីតាំងលេខទំព័រ' },
  documentLanguage: { en: 'Document language', kh: 'ភាសាឯកសារ' },
  mainColour: { en: 'Main colour', kh: 'ពណ៌ចម្បង' },
  yes: { en: 'Yes', kh: 'បាទ/ចាស' },
  no: { en: 'No', kh: 'ទេ' },
  phone: { en: 'Phone', kh: 'ទូរសព្ទ' },
  gender: { en: 'Gender', kh: 'ភេទ' },
  dateOfBirth: { en: 'Date of birth', kh: 'ថ្ងៃខែឆ្នាំកំណើត' },
  position: { en: 'Position', kh: 'មុខតំណែង' },
  userType: { en: 'User kind', kh: 'ប្រភេទអ្នកប្រើប្រាស់' },
  partOfAccountingFirm: { en: 'I am part of an accounting firm', kh: 'ខ្ញុំជាផ្នែកមួយនៃក្រុមហ៊ុនគណនេយ្យ' },
  firmName: { en: 'Firm name', kh: 'ឈ្មោះក្រុមហ៊ុន' },
  professionalMembership: { en: 'Professional membership', kh: 'សមាជិកភាពវិជ្ជាជីវៈ' },
  highestQualification: { en: 'Highest accounting qualification', kh: 'គុណវុឌ្ឍិគណនេយ្យខ្ពស់បំផុត' },
  language: { en: 'Language for the interface and e-mails', kh: 'ភាសាសម្រាប់ចំណុចប្រទាក់ និងអ៊ីមែល' },
  accountingPolicies: { en: 'Accounting policies', kh: 'គោលនយោបាយគណនេយ្យ' },
  directorsStatement: { en: "Directors' statement", kh: 'សេចក្តីថ្លែងការណ៍របស់ក្រុមប្រឹក្សាភិបាល' },
  english: { en: 'English', kh: 'អង់គ្លេស' },
  khmer: { en: 'Khmer', kh: 'ខ្មែរ' },
} as const satisfies Record<string, BilingualText>;

export type FieldLabelKey = keyof typeof fieldLabels;

/** A label in a language, with `{name}` placeholders filled. */
export function labelOf(key: FieldLabelKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return fieldLabels[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** The labels of one language: `labelsIn(form.lang)('email')`, as a form reads them. */
export function labelsIn(lang: Lang): (key: FieldLabelKey) => string {
  return (key) => labelOf(key, lang);
}

/** Options for a Select from a label table (`{ value: { en, kh } }`). */
export function optionsOf(labels: Readonly<Record<string, BilingualText>>, lang: Lang) {
  return Object.entries(labels).map(([id, label]) => ({ id, label: label[lang] }));
}
