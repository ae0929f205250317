// Charts as accountants write them: a concept by its IFRS local name without prefix, by its label, or as the IFRS
// total whose current part is all the framework has; account types, balance types and period types by their common
// words in English and Khmer. Every such reading is reported, so a dry run says what was mapped how.
import type { AccountType, BalanceType, Bilingual, Framework, PeriodType } from '../model/types';
import { ACCOUNT_TYPES } from '../model/types';
import { getTaxonomy, postableConcepts } from '../taxonomy';

/** How a cell was read when it was not written in the chart file's own words. */
export type MappingHow =
  /** `CashAndCashEquivalents` (or `ifrs-full_CashAndCashEquivalents`, another prefix, other letter case). */
  | 'unprefixed'
  /** The concept's English or Khmer label (`Cash and cash equivalents`, `សាច់ប្រាក់ និងសាច់ប្រាក់សមមូល`). */
  | 'label'
  /** An IFRS total mapped to its current part (the only part the framework has, or the one the row names). */
  | 'current-part'
  /** An IFRS total mapped to its non-current part, which the account type or name names. */
  | 'noncurrent-part'
  /** A common word for an account, balance or period type (`revenue` → income, `Dr` → debit). */
  | 'synonym'
  /** An empty period type taken from the concept. */
  | 'from-concept'
  /** An empty balance type: the account type's normal balance (debit for assets and expenses, else credit). */
  | 'normal-balance'
  /** A code written in Khmer digits (១០០០), read in ASCII digits as the trial balance's codes are. */
  | 'ascii-digits';

export interface ChartMapping {
  /** Row of the file (header = row 1). */
  row: number;
  code: string;
  column: 'code' | 'parent_code' | 'concept' | 'account_type' | 'balance_type' | 'period_type';
  /** As written in the file. */
  from: string;
  /** As read. */
  to: string;
  how: MappingHow;
  /** A possible error to check (the glossary's "possible error"), in both languages. */
  note?: Bilingual;
}

const fold = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

/** Account-type words (English and Khmer, glossary terms first), folded. */
const ACCOUNT_TYPE_WORDS: Record<AccountType, string[]> = {
  asset: [
    'asset',
    'assets',
    'current asset',
    'current assets',
    'non-current asset',
    'non-current assets',
    'noncurrent assets',
    'fixed asset',
    'fixed assets',
    'ទ្រព្យសកម្ម',
    'ទ្រព្យសកម្មរយៈពេលខ្លី',
    'ទ្រព្យសកម្មរយៈពេលវែង',
    'ទ្រព្យ',
  ],
  liability: [
    'liability',
    'liabilities',
    'current liability',
    'current liabilities',
    'non-current liability',
    'non-current liabilities',
    'noncurrent liabilities',
    'បំណុល',
    'បំណុលរយៈពេលខ្លី',
    'បំណុលរយៈពេលវែង',
  ],
  equity: [
    'equity',
    'equities',
    'capital',
    "owner's equity",
    "owners' equity",
    "shareholders' equity",
    'net assets',
    'fund',
    'funds',
    'fund balance',
    'មូលធន',
    'ដើមទុន',
    'មូលនិធិ',
  ],
  income: ['income', 'revenue', 'revenues', 'sales', 'other income', 'gain', 'gains', 'ចំណូល', 'ប្រាក់ចំណូល'],
  expense: ['expense', 'expenses', 'expenditure', 'expenditures', 'cost', 'costs', 'cost of sales', 'ចំណាយ', 'ថ្លៃដើមលក់'],
};
const ACCOUNT_TYPE_BY_WORD = new Map<string, AccountType>(
  ACCOUNT_TYPES.flatMap((type) => ACCOUNT_TYPE_WORDS[type].map((word) => [fold(word), type] as const)),
);

const BALANCE_WORDS: Record<BalanceType, string[]> = {
  debit: ['debit', 'dr', 'dr.', 'd', 'ឥណពន្ធ'],
  credit: ['credit', 'cr', 'cr.', 'c', 'ឥណទាន'],
};
const PERIOD_WORDS: Record<PeriodType, string[]> = {
  instant: ['instant', 'balance', 'point in time', 'stock'],
  duration: ['duration', 'flow', 'period'],
};

function byWord<T extends string>(words: Record<T, string[]>): Map<string, T> {
  return new Map(
    (Object.entries(words) as [T, string[]][]).flatMap(([value, list]) => list.map((w) => [fold(w), value] as const)),
  );
}
const BALANCE_BY_WORD = byWord(BALANCE_WORDS);
const PERIOD_BY_WORD = byWord(PERIOD_WORDS);

/** A read value: as written (`how` undefined) or through a synonym. */
export interface Read<T> {
  value: T;
  how?: MappingHow;
}

/**
 * Headers of a chart file as accountants write them (English and Khmer), after `normalizeHeader` and with brackets
 * and colons as separators: `Account Code`, `Name (Khmer)`, `Type`, `IFRS element`, `Normal balance`, `ប្រភេទគណនី` …
 */
export const CHART_HEADER_ALIASES: Record<string, string[]> = {
  code: ['code', 'account_code', 'account_no', 'account_number', 'no', 'លេខកូដ', 'លេខកូដគណនី', 'លេខគណនី', 'កូដគណនី'],
  name_en: [
    'name_en',
    'name',
    'account_name',
    'account_name_en',
    'name_english',
    'english_name',
    'account_name_english',
    'description',
    'ឈ្មោះគណនីជាភាសាអង់គ្លេស',
    'ឈ្មោះអង់គ្លេស',
  ],
  name_kh: [
    'name_kh',
    'name_km',
    'name_khmer',
    'khmer_name',
    'account_name_kh',
    'account_name_km',
    'account_name_khmer',
    'ឈ្មោះគណនី',
    'ឈ្មោះគណនីជាភាសាខ្មែរ',
    'ឈ្មោះខ្មែរ',
    'ឈ្មោះ',
  ],
  parent_code: ['parent_code', 'parent', 'parent_account', 'parent_account_code', 'គណនីមេ', 'លេខកូដមេ'],
  account_type: ['account_type', 'type', 'category', 'account_category', 'class', 'account_class', 'ប្រភេទគណនី', 'ប្រភេទ'],
  concept: [
    'concept',
    'ifrs_concept',
    'xbrl_concept',
    'element',
    'ifrs_element',
    'xbrl_element',
    'taxonomy_element',
    'ifrs_element_name',
    'ធាតុ',
    'ធាតុ_ifrs',
  ],
  balance_type: ['balance_type', 'balance', 'normal_balance', 'dr_cr', 'debit_credit', 'ប្រភេទសមតុល្យ', 'សមតុល្យ'],
  period_type: ['period_type', 'period', 'ប្រភេទគ្រា'],
  mandatory: ['mandatory', 'required', 'ចាំបាច់'],
};

/**
 * The column of each chart header (-1 when absent), headers already through `normalizeHeader`: the exact name first,
 * else the first alias of a column no other header took.
 */
export function chartColumns<H extends string>(names: readonly H[], headers: readonly string[]): Record<H, number> {
  const key = (h: string) =>
    h
      .replace(/[()[\]:/]+/g, '_')
      .replace(/_+/g, '_')
      .replace(/^_|_$/g, '');
  const keys = headers.map(key);
  const column = Object.fromEntries(names.map((h) => [h, keys.indexOf(h)])) as Record<H, number>;
  const taken = new Set(Object.values<number>(column).filter((i) => i >= 0));
  for (const h of names) {
    if (column[h] >= 0) continue;
    const i = keys.findIndex((k, index) => !taken.has(index) && (CHART_HEADER_ALIASES[h] ?? []).includes(k));
    if (i >= 0) {
      column[h] = i;
      taken.add(i);
    }
  }
  return column;
}

/** An account type from its own word or a common synonym (English or Khmer); undefined when unknown. */
export function readAccountType(text: string): Read<AccountType> | undefined {
  const folded = fold(text);
  if ((ACCOUNT_TYPES as readonly string[]).includes(folded)) return { value: folded as AccountType };
  const value = ACCOUNT_TYPE_BY_WORD.get(folded) ?? accountTypeByHead(folded);
  return value ? { value, how: 'synonym' } : undefined;
}

/**
 * Types whose last word would mislead, tried first: prepaid expenses and accumulated depreciation are assets,
 * accrued expenses and unearned revenue liabilities (English; Khmer puts the head word first).
 */
const ACCOUNT_TYPE_PHRASES: [RegExp, AccountType][] = [
  [/^(prepaid|prepayments?\b)|^ចំណាយ(បង់|ទូទាត់)មុន/, 'asset'],
  [/^accumulated (depreciation|amortisation|amortization)|^រំលស់បង្គរ/, 'asset'],
  [/^accrued\b|^ចំណាយបង្គរ/, 'liability'],
  [/^(unearned|deferred) (revenues?|income)|^ចំណូល(ពន្យារ|ទទួលមុន|មិនទាន់រកបាន)/, 'liability'],
  [/^(cost of\b|cogs$)/, 'expense'],
  [/^(dividends?|drawings?|owner'?s? drawings?|retained earnings|share capital|reserves?)$/, 'equity'],
];
/** The head word of a type an accountant writes (`Operating expenses`, `Finance costs`, `ចំណាយប្រតិបត្តិការ`). */
const ACCOUNT_TYPE_HEADS: [RegExp, AccountType][] = [
  [/\b(assets?|receivables?|inventor(y|ies)|cash|bank)$|^ទ្រព្យសកម្ម/, 'asset'],
  [/\b(liabilit(y|ies)|payables?|loans?|borrowings?)$|^បំណុល/, 'liability'],
  [/\b(equity|capital|funds?)$|^(មូលធន|ដើមទុន|មូលនិធិ)/, 'equity'],
  [/\b(income|revenues?|sales|gains?)$|^ចំណូល/, 'income'],
  [/\b(expenses?|expenditures?|costs?|losses?|depreciation|amorti[sz]ation)$|^ចំណាយ/, 'expense'],
];

/** An account type from a longer phrase; the part before ` - `, `:` or `(` is the type (`Expenses - operating`). */
function accountTypeByHead(folded: string): AccountType | undefined {
  const head = folded.split(/\s+-\s+|:|\(/)[0]!.trim();
  for (const [pattern, type] of [...ACCOUNT_TYPE_PHRASES, ...ACCOUNT_TYPE_HEADS]) if (pattern.test(head)) return type;
  return ACCOUNT_TYPE_BY_WORD.get(head);
}

/** The balance an account of a type normally has: debit for assets and expenses, credit otherwise. */
export const NORMAL_BALANCE: Record<AccountType, BalanceType> = {
  asset: 'debit',
  expense: 'debit',
  liability: 'credit',
  equity: 'credit',
  income: 'credit',
};

export function readBalanceType(text: string): Read<BalanceType> | undefined {
  const folded = fold(text);
  if (folded === 'debit' || folded === 'credit') return { value: folded };
  const value = BALANCE_BY_WORD.get(folded);
  return value ? { value, how: 'synonym' } : undefined;
}

export function readPeriodType(text: string): Read<PeriodType> | undefined {
  const folded = fold(text);
  if (folded === 'instant' || folded === 'duration') return { value: folded };
  const value = PERIOD_BY_WORD.get(folded);
  return value ? { value, how: 'synonym' } : undefined;
}

/**
 * IFRS totals (both parts) whose current part alone is a concept of the frameworks: an account mapped to the total
 * lands on the current part when the framework has no non-current part of it (a small entity's current tax).
 */
export const IFRS_TOTAL_PARTS: Record<string, { current: string; noncurrent: string }> = {
  'ifrs-full:CurrentTaxLiabilities': {
    current: 'ifrs-full:CurrentTaxLiabilitiesCurrent',
    noncurrent: 'ifrs-full:CurrentTaxLiabilitiesNoncurrent',
  },
  'ifrs-full:CurrentTaxAssets': {
    current: 'ifrs-full:CurrentTaxAssetsCurrent',
    noncurrent: 'ifrs-full:CurrentTaxAssetsNoncurrent',
  },
  'ifrs-full:TradeAndOtherPayables': {
    current: 'ifrs-full:TradeAndOtherCurrentPayables',
    noncurrent: 'ifrs-full:TradeAndOtherNoncurrentPayables',
  },
  'ifrs-full:TradeAndOtherReceivables': {
    current: 'ifrs-full:TradeAndOtherCurrentReceivables',
    noncurrent: 'ifrs-full:NoncurrentReceivables',
  },
  'ifrs-full:Prepayments': {
    current: 'ifrs-full:CurrentPrepayments',
    noncurrent: 'ifrs-full:NoncurrentPrepayments',
  },
  'ifrs-full:Provisions': { current: 'ifrs-full:CurrentProvisions', noncurrent: 'ifrs-full:NoncurrentProvisions' },
  'ifrs-full:LeaseLiabilities': {
    current: 'ifrs-full:CurrentLeaseLiabilities',
    noncurrent: 'ifrs-full:NoncurrentLeaseLiabilities',
  },
  'ifrs-full:Borrowings': { current: 'ifrs-full:ShorttermBorrowings', noncurrent: 'ifrs-full:LongtermBorrowings' },
};

export type ConceptReading =
  | { concept: string; how?: MappingHow; note?: Bilingual }
  | { concept?: undefined; ambiguous: string[] };

interface ConceptIndex {
  postable: Set<string>;
  byLocal: Map<string, string[]>;
  byLabel: Map<string, string[]>;
}
const indexes = new Map<Framework, ConceptIndex>();

function indexOf(framework: Framework): ConceptIndex {
  const cached = indexes.get(framework);
  if (cached) return cached;
  const taxonomy = getTaxonomy(framework);
  const postable = postableConcepts(framework);
  const byLocal = new Map<string, string[]>();
  const byLabel = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, name: string) => {
    const list = map.get(key) ?? [];
    if (!list.includes(name)) list.push(name);
    map.set(key, list);
  };
  for (const name of postable) {
    add(byLocal, name.slice(name.indexOf(':') + 1).toLowerCase(), name);
    const concept = taxonomy.concepts[name]!;
    for (const label of [concept.label.en, concept.label.kh]) if (label) add(byLabel, fold(label), name);
  }
  const index = { postable, byLocal, byLabel };
  indexes.set(framework, index);
  return index;
}

/**
 * The concept a chart cell names: the exact QName, else the IFRS local name without prefix (any prefix or `_`
 * separator, any letter case) or the concept's English or Khmer label when exactly one postable concept has it, else
 * an IFRS total whose current part alone the framework has (with a possible-error note). Undefined when nothing fits;
 * `ambiguous` lists the candidates when several do.
 */
export function readConcept(text: string, framework: Framework, hint: ConceptHint = {}): ConceptReading | undefined {
  const { postable, byLocal, byLabel } = indexOf(framework);
  const written = text.trim();
  if (postable.has(written)) return { concept: written };
  const local = written.replace(/^[A-Za-z][\w.-]*?[:_](?=[A-Z])/, '');
  const total = IFRS_TOTAL_PARTS[`ifrs-full:${local}`];
  if (total && postable.has(total.current) && !postable.has(total.noncurrent)) {
    return {
      concept: total.current,
      how: 'current-part',
      note: {
        en: `${local} is an IFRS total; the framework has only its current part, ${total.current}. Check that the account holds no non-current part.`,
        kh: `${local} គឺជាចំនួនសរុប IFRS; ក្របខ័ណ្ឌមានតែផ្នែករយៈពេលខ្លីរបស់វា ${total.current}។ សូមពិនិត្យថាគណនីនេះគ្មានផ្នែករយៈពេលវែង។`,
      },
    };
  }
  const candidates = byLocal.get(local.toLowerCase()) ?? byLabel.get(fold(written)) ?? [];
  if (candidates.length === 1)
    return { concept: candidates[0]!, how: byLocal.has(local.toLowerCase()) ? 'unprefixed' : 'label' };
  if (candidates.length > 1) return { ambiguous: candidates };
  if (total && postable.has(total.current) && postable.has(total.noncurrent)) {
    // Both parts exist: the account's own type or name may say which (`Current liabilities`, `Long-term loan`).
    const part = partOf(hint.accountType ?? '') ?? partOf(hint.name ?? '');
    if (part) {
      const concept = total[part.part];
      return {
        concept,
        how: part.part === 'current' ? 'current-part' : 'noncurrent-part',
        note: {
          en: `${local} is an IFRS total; "${part.word}" says ${part.part === 'current' ? 'current' : 'non-current'}, so ${concept}. Check that the account holds no ${part.part === 'current' ? 'non-current' : 'current'} part.`,
          kh: `${local} គឺជាចំនួនសរុប IFRS; "${part.word}" បញ្ជាក់ថា${part.part === 'current' ? 'រយៈពេលខ្លី' : 'រយៈពេលវែង'} ដូច្នេះ ${concept}។ សូមពិនិត្យថាគណនីនេះគ្មានផ្នែក${part.part === 'current' ? 'រយៈពេលវែង' : 'រយៈពេលខ្លី'}។`,
        },
      };
    }
    return { ambiguous: [total.current, total.noncurrent] };
  }
  return undefined;
}

/** What else of the account's row may tell the part of an IFRS total: its account type and its name as written. */
export interface ConceptHint {
  accountType?: string;
  name?: string;
}

/** Current or non-current, as a type or name says it (English or Khmer), with the words that say it. */
function partOf(text: string): { part: 'current' | 'noncurrent'; word: string } | undefined {
  const folded = fold(text);
  // "Current portion of long-term loans" is current.
  if (/\bcurrent (portion|part|maturit)|ផ្នែករយៈពេលខ្លី/.test(folded)) return { part: 'current', word: text.trim() };
  const noncurrent = /\bnon-?\s?current\b|\blong[- ]term\b|រយៈពេលវែង/.exec(folded);
  if (noncurrent) return { part: 'noncurrent', word: text.trim() };
  const current = /\bcurrent\b|\bshort[- ]term\b|រយៈពេលខ្លី/.exec(folded);
  if (current) return { part: 'current', word: text.trim() };
  return undefined;
}

/** How each kind of reading is named in a dry run, in English and Khmer. */
export const MAPPING_HOW_LABELS: Readonly<Record<MappingHow, Bilingual>> = {
  unprefixed: { en: 'IFRS name without prefix', kh: 'ឈ្មោះ IFRS គ្មានបុព្វបទ' },
  label: { en: 'concept label', kh: 'ស្លាកនៃធាតុ' },
  'current-part': { en: 'IFRS total to its current part', kh: 'ចំនួនសរុប IFRS ទៅផ្នែករយៈពេលខ្លី' },
  'noncurrent-part': { en: 'IFRS total to its non-current part', kh: 'ចំនួនសរុប IFRS ទៅផ្នែករយៈពេលវែង' },
  synonym: { en: 'common word', kh: 'ពាក្យទូទៅ' },
  'from-concept': { en: 'taken from the concept', kh: 'យកពីធាតុ' },
  'normal-balance': { en: "the account type's normal balance", kh: 'សមតុល្យធម្មតានៃប្រភេទគណនី' },
  'ascii-digits': { en: 'Khmer digits as ASCII digits', kh: 'លេខខ្មែរជាលេខអារ៉ាប់' },
};

/** One line per mapping, in the user's language, for a dry run. */
export function describeMapping(m: ChartMapping, lang: 'en' | 'kh'): string {
  const HOW = MAPPING_HOW_LABELS;
  const head =
    lang === 'kh'
      ? `ជួរ ${m.row}, គណនី ${m.code}, ${m.column}: "${m.from}" → ${m.to} (${HOW[m.how].kh})`
      : `Row ${m.row}, account ${m.code}, ${m.column}: "${m.from}" → ${m.to} (${HOW[m.how].en})`;
  if (!m.note) return head;
  return `${head}. ${lang === 'kh' ? `កំហុសដែលអាចកើតមាន៖ ${m.note.kh}` : `Possible error: ${m.note.en}`}`;
}
