// Reading Khmer account names (issue 36). Khmer is written without spaces between words, typed with or without the
// coeng (subscript) forms, with ្ដ or ្ត, ឲ or ឱ, zero-width spaces between words and abbreviations with dots (ប.ស.ស).
// `khmerKey` folds all of these to one spelling; `segmentKhmer` cuts a name into the words of a dictionary (the
// glossary's terms, the taxonomy's Khmer labels and the words bookkeepers use), longest first, so a name can be read
// word by word in English.
import { toAsciiDigits } from '../format/khmer';

/** One spelling for comparing Khmer text: no spaces, zero-width characters, punctuation or coeng; ្ដ as ្ត; ឲ as ឱ. */
export function khmerKey(text: string): string {
  return toAsciiDigits(text.normalize('NFC'))
    .toLowerCase()
    .replace(/\u17d2\u178a/g, '\u17d2\u178f') // subscript ដ as subscript ត (ស្ដុក = ស្តុក)
    .replace(/\u17b2/g, '\u17b1') // ឲ as ឱ
    .replace(/\u17d2/g, '') // with or without the coeng: ប្រាក់ = បរាក់
    .replace(/[\s\u200b-\u200d\u2060\ufeff.,;:()[\]/\\'"“”‘’\-–—_&+*#។៕៖]+/g, '');
}

/** Characters that continue a Khmer syllable: a word must not end before one (vowel signs, signs). */
const CONTINUES = /[\u17b6-\u17d3\u17dd]/;

/** Whether `word` (a key) occurs in `key` at a syllable boundary: not followed by a vowel sign or sign. */
export function hasKhmerWord(key: string, word: string): boolean {
  if (!word) return false;
  let at = key.indexOf(word);
  while (at >= 0) {
    if (!CONTINUES.test(key[at + word.length] ?? '')) return true;
    at = key.indexOf(word, at + 1);
  }
  return false;
}

/** A dictionary of Khmer words (keys) to English words. */
export type KhmerDictionary = ReadonlyMap<string, string>;

export function dictionary(entries: Iterable<readonly [kh: string, en: string]>): KhmerDictionary {
  const out = new Map<string, string>();
  for (const [kh, en] of entries) {
    const key = khmerKey(kh);
    if (key && !out.has(key)) out.set(key, en.toLowerCase());
  }
  return out;
}

/**
 * The words of a Khmer name (a key), longest dictionary match first at each place; text the dictionary does not know
 * is skipped one character at a time. Returns the English of each word found.
 */
export function segmentKhmer(key: string, dict: KhmerDictionary, longest: number): string[] {
  const words: string[] = [];
  let i = 0;
  while (i < key.length) {
    let found = 0;
    for (let len = Math.min(longest, key.length - i); len > 0; len--) {
      const piece = key.slice(i, i + len);
      if (dict.has(piece) && !CONTINUES.test(key[i + len] ?? '')) {
        words.push(dict.get(piece)!);
        found = len;
        break;
      }
    }
    i += found || 1;
  }
  return words;
}

/**
 * The glossary's terms (`glossary-kh.md`, the sections on line items and the wider taxonomy), and the words Cambodian
 * bookkeepers write in charts of accounts, with the English the mapping assistant reads them as. The glossary's
 * entries are copied from it (the design folder is outside the repository); change them together.
 */
export const GLOSSARY_TERMS: readonly (readonly [kh: string, en: string])[] = [
  ['ទ្រព្យសកម្មរយៈពេលខ្លី', 'current assets'],
  ['ទ្រព្យសកម្មរយៈពេលវែង', 'non-current assets'],
  ['បំណុលរយៈពេលខ្លី', 'current liabilities'],
  ['បំណុលរយៈពេលវែង', 'non-current liabilities'],
  ['ដើមទុន', 'share capital'],
  ['ប្រាក់ចំណេញរក្សាទុក', 'retained earnings'],
  ['ថ្លៃដើមលក់', 'cost of sales'],
  ['ចំណាយពន្ធលើប្រាក់ចំណូល', 'income tax expense'],
  ['សាច់ប្រាក់ និងសាច់ប្រាក់សមមូល', 'cash and cash equivalents'],
  ['សារពើភ័ណ្ឌ', 'inventories'],
  ['រំលស់', 'depreciation'],
  ['ប្រាក់កម្ចី', 'borrowings'],
  ['ទុនបម្រុងពីការប្តូររូបិយប័ណ្ណ', 'translation reserve'],
  ['អត្រាប្តូរប្រាក់', 'exchange rate'],
  ['ម្ចាស់ភាគហ៊ុន', 'shareholder'],
  ['អភិបាល', 'director'],
  ['ទ្រព្យសកម្មសិទ្ធិប្រើប្រាស់', 'right-of-use assets'],
  ['ទុនបម្រុងតាមច្បាប់', 'legal reserve'],
  ['ផ្នែករយៈពេលខ្លីនៃប្រាក់កម្ចីរយៈពេលវែង', 'current portion of non-current borrowings'],
  ['ដី', 'land'],
  ['អគារ', 'buildings'],
  ['គ្រឿងម៉ាស៊ីន', 'machinery'],
  ['យានយន្ត', 'vehicles'],
  ['បរិក្ខារការិយាល័យ', 'office equipment'],
  ['គ្រឿងសង្ហារិម', 'furniture'],
  ['គ្រឿងបំពាក់', 'fittings'],
  ['សំណង់កំពុងដំណើរការ', 'construction in progress'],
  ['កម្មវិធីកុំព្យូទ័រ', 'computer software'],
  ['អាជ្ញាប័ណ្ណ', 'licences'],
  ['សិទ្ធិធ្វើអាជីវកម្ម', 'franchises'],
  ['ម៉ាកយីហោ', 'brand names'],
  ['ពាណិជ្ជសញ្ញា', 'trademark'],
  ['ទំនិញ', 'merchandise'],
  ['វត្ថុធាតុដើម', 'raw materials'],
  ['ផលិតផលកំពុងផលិត', 'work in progress'],
  ['ផលិតផលសម្រេច', 'finished goods'],
  ['ភាគីពាក់ព័ន្ធ', 'related parties'],
  ['អាករលើតម្លៃបន្ថែម', 'vat'],
  ['ចំណាយបង្គរ', 'accrued expenses'],
  ['ប្រាក់កក់ពីអតិថិជន', 'advances from customers'],
  ['របបសន្តិសុខសង្គម', 'social security'],
  ['អត្ថប្រយោជន៍បុគ្គលិក', 'employee benefits'],
  ['ពន្ធចរន្ត', 'current tax'],
  ['ពន្ធពន្យារ', 'deferred tax'],
  ['ការប្រាក់លើប្រាក់កម្ចី', 'interest on borrowings'],
  ['ការរៃអង្គាសមូលនិធិ', 'fundraising'],
  ['ជំនួយ', 'grants'],
  ['អំណោយជាវត្ថុ', 'donations in kind'],
  ['ការជួល', 'rent'],
  ['ទឹកភ្លើង', 'utilities'],
  ['ការជួសជុល', 'repairs'],
  ['ថែទាំ', 'maintenance'],
  ['ការដឹកជញ្ជូន', 'transport'],
  ['ការធ្វើដំណើរ', 'travel'],
  ['ទូរគមនាគមន៍', 'communication'],
  ['ការផ្សព្វផ្សាយ', 'advertising'],
  ['កម្រៃសេវាវិជ្ជាជីវៈ', 'professional fees'],
  ['ការធានារ៉ាប់រង', 'insurance'],
  ['កម្រៃធនាគារ', 'bank charges'],
  ['កិច្ចសន្យាសំណង់', 'construction contracts'],
  ['ចំណូលពីការជួល', 'rental income'],
  ['កម្រៃសេវា', 'fee'],
];

/** Words of Cambodian charts of accounts beyond the glossary, as bookkeepers write them. */
export const BOOKKEEPING_TERMS: readonly (readonly [kh: string, en: string])[] = [
  // Cash and banks
  ['សាច់ប្រាក់', 'cash'],
  ['ធនាគារ', 'bank'],
  ['ប្រាក់បញ្ញើមានកាលកំណត់', 'fixed deposit'],
  ['ប្រាក់សន្សំ', 'savings account'],
  ['គណនីចរន្ត', 'current account'],
  ['កាបូប', 'wallet'],
  ['អេស៊ីលីដា', 'acleda'],
  ['កាណាឌីយ៉ា', 'canadia'],
  ['តូចតាច', 'petty'],
  ['ទូដែក', 'safe'],
  // Receivables, payables, taxes
  ['គណនីត្រូវទទួល', 'accounts receivable'],
  ['ត្រូវទទួល', 'receivable'],
  ['កូនបំណុល', 'debtors'],
  ['បំណុលសង្ស័យ', 'doubtful debts'],
  ['បុរេប្រទាន', 'advance'],
  ['ជំពាក់ពី', 'due from'],
  ['ឲ្យខ្ចី', 'loan to'],
  ['ជំពាក់', 'due to'],
  ['គណនីត្រូវសង', 'accounts payable'],
  ['ត្រូវសង', 'payable'],
  ['ត្រូវបង់', 'payable'],
  ['ត្រូវបើក', 'payable'],
  ['បង្គរ', 'accrued'],
  ['បង់មុន', 'prepaid'],
  ['ធាតុចូល', 'input'],
  ['ធាតុចេញ', 'output'],
  ['អាករធាតុចូល', 'input vat'],
  ['អាករធាតុចេញ', 'output vat'],
  ['ពន្ធលើតម្លៃបន្ថែម', 'vat'],
  ['ប្រាក់រំដោះពន្ធលើប្រាក់ចំណេញ', 'prepayment of profit tax'],
  ['ពន្ធលើប្រាក់ចំណេញ', 'tax on profit'],
  ['ពន្ធលើប្រាក់ចំណូល', 'income tax'],
  ['ពន្ធលើប្រាក់បៀវត្ស', 'tax on salary'],
  ['ពន្ធលើបៀវត្ស', 'tax on salary'],
  ['ពន្ធកាត់ទុក', 'withholding tax'],
  ['ពន្ធប៉ាតង់', 'patent tax'],
  ['ពន្ធអប្បបរមា', 'minimum tax'],
  ['ពន្ធគយ', 'customs duty'],
  ['ពន្ធស្លាកយីហោ', 'signboard tax'],
  ['ពន្ធលើស្លាកយីហោ', 'signboard tax'],
  ['ពន្ធលើអចលនទ្រព្យ', 'property tax'],
  ['ពន្ធលើមធ្យោបាយដឹកជញ្ជូន', 'vehicle tax'],
  ['អាករលើការស្នាក់នៅ', 'accommodation tax'],
  ['អាករពិសេស', 'specific tax'],
  ['ការបង្វិលសងអាករ', 'tax refund'],
  ['ប.ស.ស', 'nssf'],
  ['បសស', 'nssf'],
  ['បេឡាជាតិរបបសន្តិសុខសង្គម', 'nssf'],
  ['អ្នកផ្គត់ផ្គង់', 'suppliers'],
  ['ម្ចាស់បំណុល', 'creditors'],
  ['ប្រាក់កក់ឱ្យអ្នកផ្គត់ផ្គង់', 'advance to suppliers'],
  ['ប្រាក់កក់បង់ឱ្យអ្នកផ្គត់ផ្គង់', 'advance to suppliers'],
  ['ប្រាក់កក់ពីភ្ញៀវ', 'customer deposit'],
  ['ប្រាក់កក់ពីអ្នកទិញ', 'advance from customers'],
  ['ប្រាក់កក់ធានា', 'security deposit'],
  ['ប្រាក់តម្កល់ធានា', 'security deposit'],
  ['ភាគលាភ', 'dividend'],
  ['ចំណូលពន្យារ', 'deferred income'],
  ['ជំនួយមិនទាន់ចំណាយ', 'unspent grants'],
  ['ជំនួយទទួលមុន', 'grants received in advance'],
  ['ច្បាប់ឈប់សម្រាក', 'annual leave'],
  ['សំវិធានធន', 'provision'],
  ['ប្រាក់បំណាច់អតីតភាព', 'seniority'],
  ['អតីតភាព', 'seniority'],
  // Borrowings and their terms
  ['កម្ចី', 'loan'],
  ['ប្រាក់កម្ចីធនាគារ', 'bank loan'],
  ['រយៈពេលខ្លី', 'short-term'],
  ['រយៈពេលវែង', 'long-term'],
  ['មិនចរន្ត', 'non-current'],
  ['ចរន្ត', 'current'],
  ['ដល់កំណត់ក្នុងឆ្នាំ', 'current portion'],
  ['ក្នុងរយៈពេលមួយឆ្នាំ', 'current portion'],
  ['ប្រាក់ដកលើសគណនី', 'overdraft'],
  ['ឥណទានលើសបញ្ជី', 'overdraft'],
  ['ភតិសន្យា', 'lease'],
  ['បំណុលភតិសន្យា', 'lease liability'],
  // Inventories and fixed assets
  ['ស្តុក', 'stock'],
  ['គ្រឿងបន្លាស់', 'spare parts'],
  ['វេចខ្ចប់', 'packaging'],
  ['កំពុងដឹក', 'in transit'],
  ['សម្ភារៈ', 'supplies'],
  ['ដីធ្លី', 'land'],
  ['ឃ្លាំង', 'warehouse'],
  ['ឡាន', 'vehicle'],
  ['រថយន្ត', 'vehicle'],
  ['ម៉ូតូ', 'motorbike'],
  ['ម៉ាស៊ីន', 'machine'],
  ['គ្រឿងចក្រ', 'machinery'],
  ['កុំព្យូទ័រ', 'computer'],
  ['ម៉ាស៊ីនព្រីន', 'printer'],
  ['គ្រឿងសង្ហារឹម', 'furniture'],
  ['រំលស់បង្គរ', 'accumulated depreciation'],
  ['កំពុងសាងសង់', 'under construction'],
  ['សិទ្ធិប្រើប្រាស់', 'right-of-use'],
  ['កម្មវិធីគណនេយ្យ', 'accounting software'],
  ['ការកែលម្អ', 'renovation'],
  // Equity
  ['ទុនបម្រុងច្បាប់', 'legal reserve'],
  ['ចំណេញសន្សំ', 'accumulated profit'],
  ['អតិរេកបង្គរ', 'accumulated surplus'],
  // Income
  ['ការលក់', 'sales'],
  ['ចំណូល', 'income'],
  ['ការប្រាក់', 'interest'],
  ['ចំណេញពីការលក់', 'gain on disposal'],
  ['ចំណេញពីអត្រាប្តូរប្រាក់', 'exchange gain'],
  ['ចំណេញពីការប្តូរប្រាក់', 'exchange gain'],
  ['ចំណេញពីការប្តូររូបិយប័ណ្ណ', 'exchange gain'],
  ['អំណោយ', 'donation'],
  ['ស្ថានទូត', 'embassy'],
  ['ក្រសួង', 'ministry'],
  // Expenses
  ['ប្រាក់បៀវត្ស', 'salaries'],
  ['ប្រាក់ខែ', 'salaries'],
  ['ប្រាក់ឈ្នួល', 'wages'],
  ['បុគ្គលិក', 'staff'],
  ['កម្មករ', 'workers'],
  ['ថ្លៃជួល', 'rent'],
  ['ថ្លៃឈ្នួល', 'rent'],
  ['អគ្គិសនី', 'electricity'],
  ['ទូរស័ព្ទ', 'telephone'],
  ['អ៊ីនធឺណិត', 'internet'],
  ['ដឹកជញ្ជូន', 'transport'],
  ['ដឹកចូល', 'freight-in'],
  ['ដឹកជញ្ជូនចូល', 'freight-in'],
  ['ទំនិញចូល', 'freight-in'],
  ['ផ្សាយពាណិជ្ជកម្ម', 'advertising'],
  ['សវនកម្ម', 'audit'],
  ['ធានារ៉ាប់រង', 'insurance'],
  ['ថ្លៃធនាគារ', 'bank charges'],
  ['សេវាធនាគារ', 'bank charges'],
  ['ជួសជុល', 'repairs'],
  ['ប្រេង', 'fuel'],
  ['ការិយាល័យ', 'office'],
  ['រដ្ឋបាល', 'administration'],
  ['រោងចក្រ', 'factory'],
  ['ការទិញ', 'purchases'],
  ['ថ្លៃដើម', 'cost of sales'],
  ['ពិន័យ', 'penalties'],
  ['ខាតពីការប្តូរប្រាក់', 'exchange loss'],
  ['ខាតពីអត្រាប្តូរប្រាក់', 'exchange loss'],
  ['ខាតពីការប្តូររូបិយប័ណ្ណ', 'exchange loss'],
  // Food, trades and NGOs
  ['ម្ហូប', 'food'],
  ['ភេសជ្ជៈ', 'beverage'],
  ['ថ្នាំ', 'medicines'],
  ['គ្រាប់ពូជ', 'seeds'],
  ['ជី', 'fertiliser'],
  ['ការដ្ឋាន', 'site'],
  ['សំណង់', 'construction'],
  ['សម្ភារៈសំណង់', 'construction materials'],
  ['ប្រើប្រាស់', 'used'],
  ['ការងារកំពុងដំណើរការ', 'work in progress'],
  ['ប្រាក់រក្សាទុក', 'retention'],
  ['ផ្សេងៗ', 'other'],
  ['កិច្ចសន្យាសាងសង់', 'construction contract'],
  ['ទឹកស្អាត', 'water supply'],
  ['ទឹក', 'water'],
  ['កម្រៃជើងសា', 'commission'],
  ['អ្នកទិញ', 'buyer'],
  ['សួយសារ', 'royalty'],
  ['តម្លៃសមស្រប', 'fair value'],
  ['ចំណែក', 'share of'],
  ['គណនេយ្យ', 'accounting'],
  ['ពន្ធ', 'tax'],
  ['ការបរិច្ចាគ', 'donations given'],
  ['ការប្រាក់លើភតិសន្យា', 'interest on lease'],
  ['ការប្រាក់ភតិសន្យា', 'lease interest'],
  ['លិខិតធានាធនាគារ', 'bank guarantee fee'],
  ['មូលនិធិទូទៅ', 'general fund'],
  ['សហភាពអឺរ៉ុប', 'european union'],
  ['បេសកកម្ម', 'mission'],
  ['ប្រាក់ឧបត្ថម្ភប្រចាំថ្ងៃ', 'per diem'],
  ['ពន្ធលើប្រាក់ចំណេញបង់មុន', 'prepaid profit tax'],
  ['លើស១ឆ្នាំ', 'non-current'],
  ['លើសមួយឆ្នាំ', 'non-current'],
  ['ក្រោម១ឆ្នាំ', 'current'],
  ['ក្រោមមួយឆ្នាំ', 'current'],
  ['កម្ចីរយៈពេលវែង', 'long-term loan'],
  ['ប្រាក់កម្ចីរយៈពេលវែង', 'long-term loan'],
  ['កម្ចីរយៈពេលខ្លី', 'short-term loan'],
  ['ប្រាក់កម្ចីរយៈពេលខ្លី', 'short-term loan'],
  ['ពន្ធលើប្រាក់ខែ', 'tax on salary'],
  ['ប្រាក់ដកលើស', 'overdraft'],
  ['យោងមក', 'brought forward'],
  ['ប្រាក់ចំណេញយោងមក', 'profit brought forward'],
  ['ចំណូលផ្សេងៗ', 'other income'],
  ['ទទួលបាន', 'received'],
  ['មន្ទីរ', 'department'],
  ['លុបចោល', 'written off'],
  ['បំណុលអាក្រក់', 'bad debts'],
  ['ម៉ាស៊ីនគិតលុយ', 'cash register'],
  ['គិតលុយ', 'cashier'],
  ['ផលិតរួច', 'finished'],
  ['មិនទាន់រកបាន', 'unearned'],
  ['រឹតបន្តឹង', 'restricted'],
  ['ជាងឈើ', 'carpenters'],
  ['វេជ្ជបណ្ឌិត', 'doctors'],
  ['ប៉ាតង់', 'patent'],
  // Issue 36, the rest: the everyday words of Cambodian charts for which the English word lists have a word, so a
  // Khmer-only name meets the lists as an English one does (general vocabulary, not the names of any chart measured).
  // Goods, materials and what is made
  ['ថ្លៃ', 'fee'],
  ['សេវា', 'service'],
  ['លក់', 'sales'],
  // Particles and compounds of Khmer names read as the English lists say them.
  ['ត្រូវបង្វិលសង', 'refundable'],
  ['បង្វិលសង', 'refund'],
  ['ប្រាក់រំដោះពន្ធ', 'prepaid tax'],
  ['ខាត', 'loss'],
  ['ខាតលើអត្រាប្តូរប្រាក់', 'exchange loss'],
  ['ខាតលើការប្តូរប្រាក់', 'exchange loss'],
  ['ខាតពីការលក់', 'loss on disposal'],
  ['ទៅអតិថិជន', 'to customers'],
  ['ពីអតិថិជន', 'from customers'],
  ['ពីអ្នកទិញ', 'from customers'],
  ['រថយន្តដឹកទំនិញ', 'delivery truck'],
  ['ឡានដឹកទំនិញ', 'delivery truck'],
  ['ចែកចាយ', 'distributed'],
  ['ហិរញ្ញវត្ថុ', 'finance'],
  ['ក្រុមប្រឹក្សាភិបាល', 'board'],
  ['សម្អាត', 'cleaning'],
  ['គ្មានការរឹតបន្តឹង', 'unrestricted'],
  ['មិនរឹតបន្តឹង', 'unrestricted'],
  ['ការជាវ', 'subscription'],
  ['កម្ពុជា', 'cambodian'],
  ['ការដឹក', 'transport'],
  ['ប្រាក់បញ្ញើ', 'deposit'],
  ['ប្រាក់បង់មុន', 'advance payment'],
  ['ក្រុមហ៊ុនធានារ៉ាប់រង', 'insurance company'],
  ['អ្នកចូលរួម', 'participants'],
  ['ក្រណាត់', 'fabric'],
  ['ផ្នែករយៈពេលខ្លី', 'current portion'],
  ['មានកាលកំណត់', 'term'],
  ['ការិយាល័យវាល', 'field office'],
  ['ឈើ', 'timber'],
  ['អំបោះ', 'thread'],
  ['សម្លៀកបំពាក់', 'garments'],
  ['ផលិតផល', 'products'],
  ['កំពុងផលិត', 'in production'],
  ['វត្ថុធាតុ', 'materials'],
  ['សម្ភារៈការិយាល័យ', 'office supplies'],
  ['សម្ភារៈសរសេរ', 'stationery'],
  ['ឯកសណ្ឋាន', 'uniforms'],
  ['គំរូ', 'samples'],
  ['សំណល់', 'scraps'],
  // Property and equipment
  ['ផ្ទះល្វែង', 'shophouse'],
  ['អន្តេវាសិកដ្ឋាន', 'dormitory'],
  ['បរិក្ខារ', 'equipment'],
  ['ឧបករណ៍', 'equipment'],
  ['ម៉ាស៊ីនត្រជាក់', 'air conditioner'],
  ['ម៉ាស៊ីនភ្លើង', 'generator'],
  ['ម៉ាស៊ីនបូមទឹក', 'water pump'],
  ['ម៉ាស៊ីនដេរ', 'sewing machines'],
  ['ការកែលម្អអគារ', 'leasehold improvements'],
  // Investments, related parties, people
  ['ការវិនិយោគ', 'investment'],
  ['ភាគហ៊ុន', 'shares'],
  ['សញ្ញាប័ណ្ណ', 'bonds'],
  ['ក្រុមហ៊ុនមេ', 'parent company'],
  ['ក្រុមហ៊ុនបុត្រសម្ព័ន្ធ', 'subsidiary'],
  ['អង្គការបងប្អូន', 'sister organisation'],
  ['ដៃគូ', 'partner'],
  ['អតិថិជន', 'customers'],
  ['ភ្ញៀវ', 'guests'],
  ['ម្ចាស់ជំនួយ', 'donor'],
  ['អ្នកទទួលផល', 'beneficiaries'],
  ['ទីប្រឹក្សា', 'consultants'],
  ['មេធាវី', 'legal'],
  ['ជាងបច្ចេកទេស', 'technician'],
  // Claims and funds
  ['ប្រាក់កក់', 'deposit'],
  ['ការទិញបង់រំលស់', 'hire purchase'],
  ['ប្រាក់ខែត្រូវបើក', 'salaries payable'],
  ['ការប្រាក់ត្រូវបង់', 'interest payable'],
  ['ភាគលាភត្រូវបង់', 'dividends payable'],
  ['ជំនួយពន្យារ', 'deferred grant'],
  ['ខាតបង្គរ', 'accumulated losses'],
  ['ទុនបម្រុង', 'reserve'],
  ['មូលនិធិ', 'fund'],
  ['មូលនិធិអចិន្ត្រៃយ៍', 'endowment fund'],
  ['ដកប្រាក់ផ្ទាល់ខ្លួន', 'drawings'],
  // Income
  ['ការបញ្ចុះតម្លៃ', 'discount'],
  ['ត្រឡប់មកវិញ', 'returns'],
  ['ការបណ្តុះបណ្តាល', 'training'],
  ['ថ្លៃសិក្សា', 'tuition'],
  ['ថ្លៃព្យាបាល', 'medical fees'],
  ['ស្ម័គ្រចិត្ត', 'volunteer'],
  ['វិភាគទាន', 'contributions'],
  ['ការលើកទឹកចិត្ត', 'incentive'],
  // Expenses
  ['ប្រាក់រង្វាន់', 'bonus'],
  ['ប្រាក់ថែមម៉ោង', 'overtime'],
  ['ម៉ោងបន្ថែម', 'overtime'],
  ['ភ្លើង', 'electricity'],
  ['ប្រៃសណីយ៍', 'postage'],
  ['ការបោះពុម្ព', 'printing'],
  ['សំបុត្រយន្តហោះ', 'air tickets'],
  ['ស្នាក់នៅ', 'accommodation'],
  ['ការកម្សាន្ត', 'entertainment'],
  ['ទទួលភ្ញៀវ', 'entertainment'],
  ['កិច្ចប្រជុំ', 'meetings'],
  ['សិក្ខាសាលា', 'seminars'],
  ['សន្តិសុខ', 'security'],
  ['ការសម្អាត', 'cleaning'],
  ['ពិព័រណ៍', 'trade fair'],
  ['នាំចេញ', 'export'],
  ['នាំចូល', 'import'],
  ['ទិដ្ឋាការ', 'visa'],
  ['ប័ណ្ណការងារ', 'work permit'],
  ['ការចុះបញ្ជី', 'registration'],
  ['វិទ្យុ', 'radio'],
  ['ទូរទស្សន៍', 'television'],
  ['ការថែទាំ', 'maintenance'],
  ['ការខូចខាត', 'damage'],
  ['ម៉ៅការ', 'subcontract'],
  ['ការដេរ', 'sewing'],
  ['ថ្លៃផ្ទេរប្រាក់', 'transfer fees'],
  ['អនឡាញ', 'online'],
  ['ជំនួយបន្ត', 'sub-grants'],
  ['ការផ្ទេរសាច់ប្រាក់', 'cash transfers'],
  ['អាហារូបករណ៍', 'scholarships'],
];
