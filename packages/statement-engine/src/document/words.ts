/** The words of the printed statements (cover, signatures, notes), in both languages, from the glossary. */
import type { Bilingual, Framework, RoundingLevel } from '../model/types';

export const FRAMEWORK_LABELS: Readonly<Record<Framework, Bilingual>> = Object.freeze({
  crfrf: { en: 'Small-entity framework (CRFRF)', kh: 'ក្របខណ្ឌរបាយការណ៍ហិរញ្ញវត្ថុសម្រាប់អង្គភាពតូច (CRFRF)' },
  npo: { en: 'Non-profit framework', kh: 'ក្របខណ្ឌសម្រាប់អង្គការមិនរកប្រាក់ចំណេញ' },
});

export const DOCUMENT_WORDS = {
  title: { en: 'Financial statements', kh: 'របាយការណ៍ហិរញ្ញវត្ថុ' },
  yearEnded: { en: 'for the year ended', kh: 'សម្រាប់ឆ្នាំបញ្ចប់' },
  registration: { en: 'Company registration number', kh: 'លេខចុះបញ្ជីក្រុមហ៊ុន' },
  framework: { en: 'Reporting framework', kh: 'ក្របខណ្ឌរបាយការណ៍' },
  currency: { en: 'Presentation currency', kh: 'រូបិយប័ណ្ណបង្ហាញ' },
  rounding: { en: 'Rounding', kh: 'ការបង្គត់' },
  yes: { en: 'Yes', kh: 'បាទ/ចាស' },
  no: { en: 'No', kh: 'ទេ' },
  signedFor: { en: 'Signed on behalf of the board of directors', kh: 'ចុះហត្ថលេខាជំនួសមុខក្រុមប្រឹក្សាភិបាល' },
  director: { en: 'Director', kh: 'អភិបាល' },
  signingDate: { en: 'Date of signing', kh: 'កាលបរិច្ឆេទចុះហត្ថលេខា' },
  authorisationDate: { en: 'Date of authorisation for issue', kh: 'កាលបរិច្ឆេទអនុញ្ញាតឱ្យចេញផ្សាយ' },
  directorsStatement: { en: "Directors' statement", kh: 'សេចក្តីថ្លែងការណ៍របស់ក្រុមប្រឹក្សាភិបាល' },
  notes: { en: 'Notes to the financial statements', kh: 'កំណត់សម្គាល់លើរបាយការណ៍ហិរញ្ញវត្ថុ' },
  shareholderName: { en: 'Shareholder', kh: 'ម្ចាស់ភាគហ៊ុន' },
  shares: { en: 'Number of shares', kh: 'ចំនួនភាគហ៊ុន' },
  paidUp: { en: 'Paid-up capital (KHR)', kh: 'ដើមទុនបានបង់ (រៀល)' },
  fundingSources: { en: 'Sources of funding', kh: 'ប្រភពមូលនិធិ' },
  government: { en: 'Government', kh: 'រដ្ឋាភិបាល' },
  domesticAgencies: { en: 'Domestic agencies', kh: 'ភ្នាក់ងារក្នុងស្រុក' },
  internationalAgencies: { en: 'International agencies', kh: 'ភ្នាក់ងារអន្តរជាតិ' },
  restrictedFunds: { en: 'Restricted funds', kh: 'មូលនិធិមានកំណត់' },
  unrestrictedFunds: { en: 'Unrestricted funds', kh: 'មូលនិធិគ្មានកំណត់' },
} satisfies Record<string, Bilingual>;

/** The rounding levels' names (the settings' choices and the tagged level of rounding). */
export const ROUNDING_LEVEL_LABELS: Readonly<Record<RoundingLevel, Bilingual>> = Object.freeze({
  units: { en: 'Whole currency units', kh: 'ឯកតារូបិយប័ណ្ណពេញ' },
  thousands: { en: 'Thousands', kh: 'ពាន់' },
  millions: { en: 'Millions', kh: 'លាន' },
  billions: { en: 'Billions', kh: 'ប៊ីលាន' },
  trillions: { en: 'Trillions', kh: 'ទ្រីលាន' },
});

/** The rounding levels as a sentence of the printed document says them. */
export const ROUNDING_LEVEL_WORDS: Readonly<Record<RoundingLevel, Bilingual>> = Object.freeze({
  units: { en: 'whole units', kh: 'ឯកតាពេញ' },
  thousands: { en: 'thousands', kh: 'ពាន់' },
  millions: { en: 'millions', kh: 'លាន' },
  billions: { en: 'billions', kh: 'ប៊ីលាន' },
  trillions: { en: 'trillions', kh: 'ទ្រីលាន' },
});
