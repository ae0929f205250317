// The chart as context (issue 36, sixteenth round): the mapping assistant always maps an account within a chart, and
// the chart's other accounts say what kind of entity keeps it. A hardware store's cement is merchandise, a builder's
// is a raw material; the name does not say which, the chart does (a builder has work in progress, a store has none).
// Only the accounts' names and codes are read, never their concepts.
import type { ChartAccount, Framework } from '../model/types';
import { toAsciiDigits } from '../format/khmer';
import { hasKhmerWord, khmerKey } from './khmer-words';

/** What a chart's accounts say the entity does, and the words that say so (English, or Khmer as written). */
export interface ChartContext {
  /** It makes or builds goods: raw materials, work in progress, finished goods, its factory, production. */
  makes: boolean;
  /** It sells goods: sales of goods, the cost of goods sold, merchandise, goods for resale. */
  sells: boolean;
  /** It earns income of its own (services, fees, revenue): an entity that neither makes nor sells goods renders services. */
  earns: boolean;
  /** It is a non-profit entity (the framework says so). */
  nonProfit: boolean;
  /** The words found in the chart, for each kind (a few, to show as the reason). */
  found: { makes: string[]; sells: string[] };
  /**
   * The blocks of codes (`codeBlock`) where the chart keeps its goods: at least two of a block's accounts, and at least
   * a third of them, are named as stock (stock, inventory, goods for sale, in store or in transit, materials, finished).
   */
  goodsBlocks: string[];
}

/** The block of codes an account is numbered in: its code without the last two digits, at least two digits. */
export function codeBlock(code: string): string {
  const digits = toAsciiDigits(code).trim();
  return /^\d{3,}$/.test(digits) ? digits.slice(0, Math.max(2, digits.length - 2)) : '';
}

/** The parts of inventories a kind of entity holds goods as, when the name does not say (`ChartContext`). */
export type GoodsKind = 'materials' | 'merchandise' | 'supplies' | 'other';

/**
 * What goods an entity holds are, when their name leaves it open: a maker's are its materials (a builder's cement, a
 * furniture workshop's timber), a trader's (sells goods, makes none) its merchandise (a hardware store's cement), an
 * entity that neither makes nor sells goods holds the supplies it uses in its services (a transport firm's diesel, an
 * event planner's decorations), a non-profit entity other inventories (medicines, kits to hand out). A chart that says
 * none of these (no income of its own named) decides nothing.
 */
export function goodsKind(context: ChartContext): GoodsKind | undefined {
  if (context.nonProfit) return 'other';
  if (context.makes) return 'materials';
  if (context.sells) return 'merchandise';
  return context.earns ? 'supplies' : undefined;
}

/** Words of making goods, in English and Khmer (the glossary's terms for the parts of inventories a maker holds). */
const MAKES = {
  en: [
    'raw material',
    'raw materials',
    'work in progress',
    'work-in-progress',
    'wip',
    'finished goods',
    'finished products',
    'semi-finished',
    'finished',
    'in production',
    'factory',
    'manufacturing',
    'production',
    'direct labour',
    'direct labor',
  ],
  kh: [
    'វត្ថុធាតុដើម',
    'ផលិតផលកំពុងផលិត',
    'ការងារកំពុងដំណើរការ',
    'ផលិតផលសម្រេច',
    'ផលិតរួច',
    'ពាក់កណ្តាលសម្រេច',
    'កំពុងផលិត',
    'កំពុងធ្វើ',
    'រោងចក្រ',
    'ផលិតកម្ម',
    'ការផលិត',
  ],
};
/**
 * Phrases that hold a word of making without being about the entity's making: property, plant and equipment (ទ្រព្យ
 * រោងចក្រ និងបរិក្ខារ), construction in progress and capital work in progress (an asset it builds for its own use).
 */
const NOT_MAKING = {
  en: /\b(capital work[ -]in[ -]progress|construction in progress|property,? plant)\b/g,
  kh: new RegExp(['ទ្រព្យរោងចក្រ', 'សំណង់កំពុងដំណើរការ'].map(khmerKey).join('|'), 'g'),
};
/** A factory named as a party (a customer, "A/R - factories", "fees from factories") is not the entity's own. */
const PARTY = {
  en: / (receivable|receivables|from|debtors?|customers?|clients?) /,
  kh: new RegExp(['ត្រូវទទួល', 'ពី', 'អតិថិជន', 'កូនបំណុល'].map(khmerKey).join('|')),
};
/** Words of selling goods: sales, what was sold and its cost, merchandise and goods for resale. */
const SELLS = {
  en: /^ (sales?|sale of [a-z -]+) | sales $| cost of ([a-z&-]+ ){0,3}(sold|goods) | cogs | (merchandise|resale|goods for sale) /,
  kh: new RegExp(
    `^(${['ការលក់', 'ចំណូលពីការលក់', 'ចំណូលលក់'].map(khmerKey).join('|')})|^${khmerKey('ថ្លៃដើម')}.*${khmerKey('លក់')}|${['ទំនិញសម្រាប់លក់', 'លក់បន្ត'].map(khmerKey).join('|')}`,
  ),
};
/** Words of income earned (services, fees, revenue): ចំណូល, សេវា, កម្រៃ. */
const EARNS = {
  en: / (income|revenue|revenues|service|services|fee|fees|commission|commissions|tuition|charges) /,
  kh: new RegExp(['ចំណូល', 'សេវា', 'កម្រៃ'].map(khmerKey).join('|')),
};
/** … but not what is paid or earned on sales (staff, commissions, taxes, interest). */
const NOT_SELLING =
  / (staff|team|salaries|salary|wages|commission|commissions|tax|vat|int|interest|promotion|marketing|agents?|owe|owes|receivable|receivables) /;

/** Words of goods held as stock, in English and Khmer. */
const STOCK_WORDS = {
  en: / (stock|stocks|inventory|inventories|merchandise|for sale|for resale|in store|in warehouse|in transit|raw materials?|finished|wip|work in progress) /,
  kh: new RegExp(
    ['ស្តុក', 'សារពើភ័ណ្ឌ', 'សម្រាប់លក់', 'ក្នុងឃ្លាំង', 'កំពុងដឹក', 'វត្ថុធាតុដើម', 'ផលិតផលសម្រេច', 'ផលិតរួច'].map(khmerKey).join('|'),
  ),
};

const enWords = (name: string) =>
  ` ${name
    .toLowerCase()
    .replace(NOT_MAKING.en, ' ')
    .replace(/[^a-z0-9&-]+/g, ' ')
    .trim()} `;
const makesKh = MAKES.kh.map((w) => [w, khmerKey(w)] as const);
const FACTORY = new Set(['factory', 'រោងចក្រ']);

/**
 * What a chart's accounts say its entity does (`ChartContext`): makes goods, sells them, or neither (renders services
 * or, under the non-profit framework, does its programmes). Reads the accounts' names (English and Khmer) only.
 */
export function chartContext(
  accounts: readonly (Pick<ChartAccount, 'nameEn' | 'nameKh'> & Partial<Pick<ChartAccount, 'code'>>)[],
  framework: Framework,
): ChartContext {
  const found = { makes: new Set<string>(), sells: new Set<string>() };
  const blocks = new Map<string, { all: number; stock: number }>();
  let earns = false;
  for (const a of accounts) {
    const en = a.nameEn ? enWords(a.nameEn) : '';
    const kh = a.nameKh ? khmerKey(a.nameKh).replace(NOT_MAKING.kh, '') : '';
    const block = codeBlock(a.code ?? '');
    if (block) {
      const b = blocks.get(block) ?? { all: 0, stock: 0 };
      b.all++;
      if (STOCK_WORDS.en.test(en) || (kh !== '' && STOCK_WORDS.kh.test(kh))) b.stock++;
      blocks.set(block, b);
    }
    const party = (en !== '' && PARTY.en.test(en)) || (kh !== '' && PARTY.kh.test(kh));
    for (const w of MAKES.en) if (en.includes(` ${w} `) && !(FACTORY.has(w) && party)) found.makes.add(w);
    if (kh) for (const [w, key] of makesKh) if (hasKhmerWord(kh, key) && !(FACTORY.has(w) && party)) found.makes.add(w);
    const sold = en.match(SELLS.en);
    if (sold && !NOT_SELLING.test(en)) found.sells.add(a.nameEn.trim());
    else if (kh && SELLS.kh.test(kh)) found.sells.add(a.nameKh.trim());
    if (EARNS.en.test(en) || (kh !== '' && EARNS.kh.test(kh))) earns = true;
  }
  return {
    makes: found.makes.size > 0,
    sells: found.sells.size > 0,
    earns,
    nonProfit: framework === 'npo',
    found: { makes: [...found.makes].slice(0, 3), sells: [...found.sells].slice(0, 3) },
    goodsBlocks: [...blocks].filter(([, b]) => b.stock >= 2 && 3 * b.stock >= b.all).map(([block]) => block),
  };
}

const I = 'ifrs-full:';
/** The part of inventories each kind of entity holds goods as. */
export const GOODS_PART: Record<GoodsKind, string> = {
  materials: `${I}RawMaterials`,
  merchandise: `${I}Merchandise`,
  supplies: `${I}ProductionSupplies`,
  other: `${I}OtherInventories`,
};
/** The parts of inventories that say what goods are (not their state: in production, finished, in transit). */
export const GOODS_PARTS: ReadonlySet<string> = new Set(Object.values(GOODS_PART));

const KIND_WORDS: Record<GoodsKind, { en: string; kh: string }> = {
  materials: { en: 'an entity that makes goods', kh: 'អង្គភាពដែលផលិតទំនិញ' },
  merchandise: { en: 'an entity that sells goods it does not make', kh: 'អង្គភាពដែលលក់ទំនិញដែលខ្លួនមិនបានផលិត' },
  supplies: { en: 'an entity that neither makes nor sells goods', kh: 'អង្គភាពដែលមិនផលិត និងមិនលក់ទំនិញ' },
  other: { en: 'a non-profit entity', kh: 'អង្គភាពមិនរកប្រាក់ចំណេញ' },
};

/**
 * Why goods held are the part the chart's context says (`goodsKind`), in both languages: "the chart's other accounts
 * show an entity that makes goods (raw materials, work in progress)".
 */
export function contextReason(context: ChartContext, kind: GoodsKind): { en: string; kh: string } {
  const words = kind === 'materials' ? context.found.makes : kind === 'merchandise' ? context.found.sells : [];
  const shown = words.length ? ` (${words.join(', ')})` : '';
  return {
    en: `the chart's other accounts show ${KIND_WORDS[kind].en}${shown}`,
    kh: `គណនីផ្សេងទៀតក្នុងតារាងគណនីបង្ហាញថាជា${KIND_WORDS[kind].kh}${shown}`,
  };
}

/** Why an account numbered among the chart's goods is goods, in both languages. */
export const goodsBlockReason = (block: string) => ({
  en: `numbered among the chart's stock (codes ${block}…)`,
  kh: `លេខកូដស្ថិតក្នុងចំណោមស្តុកនៃតារាងគណនី (លេខកូដ ${block}…)`,
});

/** Suggestions best first: by score, then by concept (the order the mapping assistant returns them in). */
export const bestFirst = (a: { score: number; concept: string }, b: { score: number; concept: string }) =>
  b.score - a.score || a.concept.localeCompare(b.concept);

/**
 * Lets the chart's context decide what an asset's name leaves open, among suggestions scored best first (re-sorted
 * when it decides; the deciding suggestion gets the reason):
 * - an asset numbered among the chart's goods (`goodsBlocks`) whose name reads as a long-term asset ("Steel bars &
 *   wire" between "Cement stock" and "Paint stock", "Laptops & tablets stock") is goods, of the part the entity holds
 *   goods as (`goodsKind`);
 * - goods the name puts in play as more than one part of inventories (`inPlay`: by its words, its line's words, stock
 *   as the head word), the best of them a part of inventories: the part the entity holds goods as gains `weight` (a
 *   tie-breaker, not a decision); a maker holds supplies as well as materials, so supplies the name names stay supplies;
 * - goods a trader (sells goods, makes none) calls products are what it sells, not finished goods ("Skin-care products
 *   stock" of a cosmetics shop).
 */
export function decideByContext(
  scored: { concept: string; score: number; reasons: { en: string; kh: string }[] }[],
  context: ChartContext,
  input: {
    code: string;
    inPlay: ReadonlySet<string>;
    weight: number;
    longTerm: (concept: string) => boolean;
    /** Whether the name calls the goods products without saying they are finished (a maker's word for its goods). */
    productsOnly?: boolean;
  },
): void {
  const kind = goodsKind(context);
  if (!kind) return;
  const part = scored.find((s) => s.concept === GOODS_PART[kind]);
  const top = scored[0];
  if (!part || !top || part === top) return;
  const block = codeBlock(input.code);
  if (block && context.goodsBlocks.includes(block) && input.longTerm(top.concept)) {
    part.score = Math.round((top.score + 1) * 100) / 100;
    part.reasons.push(goodsBlockReason(block), contextReason(context, kind));
  } else if (
    kind === 'merchandise' &&
    input.productsOnly &&
    top.concept === `${I}FinishedGoods` &&
    input.inPlay.has(part.concept)
  ) {
    part.score = Math.round((top.score + 1) * 100) / 100;
    part.reasons.push(contextReason(context, kind));
  } else if (
    input.inPlay.has(part.concept) &&
    GOODS_PARTS.has(top.concept) &&
    !(kind === 'materials' && top.concept === GOODS_PART.supplies)
  ) {
    part.score = Math.round((part.score + input.weight) * 100) / 100;
    part.reasons.push(contextReason(context, kind));
  } else return;
  scored.sort(bestFirst);
}
