import type {
  Bilingual,
  CalculationArc,
  Concept,
  EntityInfo,
  Fact,
  Lang,
  Network,
  NoteData,
  Period,
  RenderingModel,
  RoundingLevel,
  Section,
  StatementSettings,
  StatementTexts,
  Taxonomy,
} from '../model/types';
import { formatDigits } from '../format';
import { scaleOf } from '../rounding';
import { getTaxonomy, isFramework } from '../taxonomy';
import { periodEndDate, periodKey, type ReportingPeriods, reportingPeriods } from '../periods';
import { reportedFacts } from './reported';
import { EMPTY } from './slots';
import type { ElementRef, ValidationInput } from './types';

/** An amount as the user reads it (a plain minus in neither language's parentheses: clearer in a message). */
export function formatAmount(value: number, lang: Lang): string {
  // A whole amount (nearly all of them) is grouped here: what Intl writes for it, without a call into ICU.
  return formatDigits(
    Number.isSafeInteger(value) && value !== 0
      ? groupedInteger(value)
      : (decimalText(value, 0, 2) ?? AMOUNT_FORMAT.format(value)),
    lang,
  );
}
/** A safe integer other than zero as the en-US format writes it: `-1,234,567`. */
function groupedInteger(value: number): string {
  const digits = String(value < 0 ? -value : value);
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return value < 0 ? `-${out}` : out;
}
export function formatPercent(ratio: number, lang: Lang): string {
  const text = decimalText(ratio, 2, 1);
  return formatDigits(text === undefined ? PERCENT_FORMAT.format(ratio) : `${text}%`, lang);
}
/**
 * What the en-US format writes for a number with its decimal point moved `shift` places (a percentage: 2) and at most
 * `digits` decimals, without a call into ICU (a finding's first call into ICU cost 20–30 µs, a twentieth of a new
 * version's validation; zero and amounts with decimals went there). ICU rounds the number's shortest decimal text (what
 * `String` writes) half away from zero; so does this. Undefined (left to Intl) where that text has an exponent, the
 * number is not finite, or the digits kept are more than 15.
 */
function decimalText(value: number, shift: number, digits: number): string | undefined {
  const text = String(value < 0 ? -value : value);
  if (text.includes('e') || text === 'NaN' || text === 'Infinity') return undefined;
  const dot = text.indexOf('.');
  const cut = shift + digits;
  const fraction = dot < 0 ? '' : text.slice(dot + 1);
  const kept = (dot < 0 ? text : text.slice(0, dot)) + fraction.slice(0, cut).padEnd(cut, '0');
  if (kept.length > 15) return undefined;
  // The number in units of its last decimal kept, rounded half up on the next digit.
  let scaled = Number(kept);
  if (fraction.charCodeAt(cut) >= 53 /* '5' */) scaled++;
  const unit = 10 ** digits;
  const whole = Math.floor(scaled / unit);
  let decimals = scaled % unit;
  let tail = '';
  if (decimals !== 0) {
    let places = digits;
    while (decimals % 10 === 0) {
      decimals /= 10;
      places--;
    }
    tail = `.${String(decimals).padStart(places, '0')}`;
  }
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole === 0 ? '0' : groupedInteger(whole)}${tail}`;
}
// What `formatNumber` makes with these options (en-US shape, Khmer digits in Khmer), kept here: formatNumber looks its
// formatter up by the options' JSON, a string built per call (a validation formats hundreds of amounts).
const AMOUNT_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const PERCENT_FORMAT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
/** An ISO date or a year in the message's language (Khmer digits in Khmer). */
export function formatDate(iso: string, lang: Lang): string {
  return formatDigits(iso, lang);
}

const localNames = new Map<string, string>();
/** The local name of a qualified name: `ifrs-full:Revenue` → `Revenue`. */
export function localName(qname: string): string {
  let local = localNames.get(qname);
  if (local === undefined) {
    const i = qname.indexOf(':');
    local = i < 0 ? qname : qname.slice(i + 1);
    // Remembered per name (the same concepts every validation): a slice is a new string, hashed again at each lookup.
    if (localNames.size >= 50_000) localNames.clear();
    localNames.set(qname, local);
  }
  return local;
}

/**
 * The periods, or (when the dates are not dates) the calendar year of the reporting year so every rule can still run;
 * GI001 and GI002 report the bad dates.
 */
function safePeriods(
  settings: StatementSettings,
  statements: ValidationInput['statements'],
  previous?: StatementSettings,
) {
  try {
    return reportingPeriods(settings, statements.periods, previous);
  } catch {
    const year = Number.isInteger(settings.reportingYear) ? String(settings.reportingYear).padStart(4, '0') : '1970';
    return reportingPeriods({ ...settings, periodEnd: `${year}-12-31`, periodStart: undefined }, undefined, previous);
  }
}

const NO_FACTS: Fact[] = Object.freeze([]) as unknown as Fact[];
const NO_TAXONOMY = {} as Taxonomy;
const NO_NAMES: ReadonlyMap<string, string> = new Map();
const NO_CONCEPTS: ReadonlyMap<string, Concept> = new Map();
const NO_BITS: ReadonlyMap<string, number> = new Map();
const presentedOf = new WeakMap<Taxonomy, Map<string, Set<string>>>();
/** Per taxonomy, per statement variant (its networks' ids), the concepts presented in each section. */
const sectionConceptsOf = new WeakMap<Taxonomy, Map<string, Map<Section, ReadonlySet<string>>>>();
const mandatoryOf = new WeakMap<Taxonomy, (readonly [string, Concept])[]>();
const conceptsOfNetwork = new WeakMap<Network, ReadonlySet<string>>();

/** The concepts a network presents (every level of its tree), found once per network. */
export function networkConcepts(network: Network): ReadonlySet<string> {
  let out = conceptsOfNetwork.get(network) as Set<string> | undefined;
  if (!out) {
    const found = new Set<string>();
    const walk = (nodes: readonly { concept: string; children: readonly unknown[] }[]) => {
      for (const n of nodes) {
        found.add(n.concept);
        walk(n.children as never);
      }
    };
    walk(network.presentation as never);
    conceptsOfNetwork.set(network, found);
    out = found;
  }
  return out;
}

const groupsOfNetwork = new WeakMap<Network, readonly (readonly [string, CalculationArc[]])[]>();
/** `calculationsByParent` as a list of [total, arcs] (read by index: no entry made per total at each validation). */
export function calculationGroups(network: Network): readonly (readonly [string, CalculationArc[]])[] {
  let groups = groupsOfNetwork.get(network);
  if (!groups) {
    groups = [...calculationsByParent(network)];
    groupsOfNetwork.set(network, groups);
  }
  return groups;
}

const arcsOfNetwork = new WeakMap<Network, ReadonlyMap<string, CalculationArc[]>>();
/** A network's calculation arcs by their total, grouped once per network. */
export function calculationsByParent(network: Network): ReadonlyMap<string, CalculationArc[]> {
  let byParent = arcsOfNetwork.get(network);
  if (!byParent) {
    const grouped = new Map<string, CalculationArc[]>();
    for (const arc of network.calculations) {
      const list = grouped.get(arc.parent);
      if (list) list.push(arc);
      else grouped.set(arc.parent, [arc]);
    }
    arcsOfNetwork.set(network, grouped);
    byParent = grouped;
  }
  return byParent;
}

/**
 * The taxonomy's concepts in a map, made once per taxonomy: a fact's concept name is a string of its set (not the
 * taxonomy's own), and reading a property of the taxonomy's concepts object by it costs a string-table lookup each
 * time (about 0.3 µs: 0.13 ms for a set's 413 facts), where a map hashes the string once.
 */
const conceptMaps = new WeakMap<Taxonomy, Map<string, Concept>>();
function conceptMap(taxonomy: Taxonomy): ReadonlyMap<string, Concept> {
  let byName = conceptMaps.get(taxonomy);
  if (!byName) {
    byName = new Map(Object.entries(taxonomy.concepts));
    conceptMaps.set(taxonomy, byName);
  }
  return byName;
}

/**
 * The qualified names `q` found in the taxonomy (or made: `ifrs-full:` and the local name) by local name, per taxonomy:
 * the few hundred names the rules ask for, in a small map. The taxonomy's own map of every local name is large, and a
 * new version's validation finds it out of the CPU's caches (the build having just run): a lookup there cost more.
 */
const askedNamesOf = new WeakMap<Taxonomy, Map<string, string>>();

/** The taxonomy's concepts by local name, built once per taxonomy (not once per validation). */
const localNamesOf = new WeakMap<Taxonomy, Map<string, string>>();
function taxonomyLocalNames(taxonomy: Taxonomy): ReadonlyMap<string, string> {
  let names = localNamesOf.get(taxonomy);
  if (!names) {
    names = new Map();
    for (const name of Object.keys(taxonomy.concepts))
      if (!names.has(localName(name))) names.set(localName(name), name);
    localNamesOf.set(taxonomy, names);
  }
  return names;
}

/**
 * A concept's bits in the taxonomy (`conceptBits`), then its facts by period: period keys and facts in turns
 * (`[bits, key, facts, key, facts…]`). A concept has a few periods, so a scan of a small array, made with the concept's
 * first fact, instead of a map per concept. It is made with room for two periods (a year and its comparative: nearly
 * every concept), the second filling `EMPTY` slots. A period's facts are its one fact itself (nearly always: no list
 * made per fact when a set is indexed), or a list when there are several.
 */
type PeriodFacts = (number | string | Fact | Fact[] | typeof EMPTY)[];

/** The position of a period key's facts in a concept's `PeriodFacts`, or −1. */
function slotOfKey(byPeriod: PeriodFacts, key: string): number {
  for (let i = 1; i < byPeriod.length; i += 2) if (byPeriod[i] === key) return i + 1;
  return -1;
}
/** The first fact of a period key in a concept's `PeriodFacts`, or undefined. */
function firstOfKey(byPeriod: PeriodFacts, key: string): Fact | undefined {
  for (let i = 1; i < byPeriod.length; i += 2)
    if (byPeriod[i] === key) {
      const facts = byPeriod[i + 1] as Fact | Fact[];
      return Array.isArray(facts) ? facts[0] : facts;
    }
  return undefined;
}

/** A period object of a set's facts, its key and the positions of its facts. */
interface PeriodGroup {
  period: Period;
  key: string;
  at: number[];
}

/** A statement set's reported facts (rounded as printed), indexed by concept then period, with what they were made from. */
interface FactIndex {
  facts: Fact[];
  index: Map<string, PeriodFacts>;
  /**
   * The reported concepts by local name where the taxonomy's own answer (`taxonomyLocalNames`) is not the first
   * reported concept of that name: a concept of another prefix, or one the taxonomy does not know.
   */
  byLocal: Map<string, string>;
  /** The taxonomy `byLocal` is made against. */
  taxonomy: Taxonomy | undefined;
  /** The facts' positions by period object, in the order the objects first come. */
  groups: PeriodGroup[];
  /** Per fact (by position), its concept's bits (`conceptBits`; 0 without a taxonomy): the one pass reads them. */
  bits: number[];
  rounding: RoundingLevel;
  rendering: RenderingModel | undefined;
  /** The concepts of which two or more facts share a period (GI012 looks at those only); undefined when none. */
  shared: Set<string> | undefined;
  /**
   * Per source fact, as it was when indexed: the fact itself, its value, concept, unit and period object; with
   * `periods`, each period object and its dates. Kept from a set's second validation on (see `indexedFacts`).
   */
  seen?: { facts: unknown[]; periods: unknown[] };
}
const SEEN_PER_FACT = 5;
const factIndexes = new WeakMap<readonly Fact[], FactIndex>();

/** What the rules that read every fact need, found in one pass (`RuleContext.factScan`). */
export interface FactScan {
  /** Numbers with a currency unit, or facts of concepts typed monetary (GI011, GI013). */
  monetary: Fact[];
  /** Facts with a number that is not zero or more, NaN too (the sign assistant). */
  negatives: Fact[];
  /** The concepts the taxonomy does not know, each once, in the order first reported (GI009). */
  unknown: string[];
  /** Facts whose period is not of their concept's period type (GI010). */
  misplaced: Fact[];
  /** Monetary facts whose value is not a finite number (GI013). */
  notAmounts: Fact[];
  /** The facts as entered (not rounded) with an amount in KHR or USD that is not whole (GI007). */
  fractional: Fact[];
}
const scansOf = new WeakMap<readonly Fact[], WeakMap<Taxonomy, FactScan>>();

/** What the per-fact rules read of a concept, as bits (`conceptBits`): the concept is known, monetary, an instant. */
const KNOWN = 1;
const MONETARY = 2;
const INSTANT = 4;
/** The concept is the taxonomy's answer for its local name (`taxonomyLocalNames`). */
const OWN_LOCAL = 8;
function bitsOf(c: Concept | undefined): number {
  if (!c) return 0;
  return KNOWN | (c.valueType === 'monetary' ? MONETARY : 0) | (c.periodType === 'instant' ? INSTANT : 0);
}
/**
 * A taxonomy's concepts as bits by name, made once per taxonomy: the pass over a set's facts reads a small number per
 * fact from one table instead of two properties of a concept object each (a new set's validation finds the
 * taxonomy's objects out of the CPU's caches, the build having just run).
 */
const bitsOfTaxonomy = new WeakMap<Taxonomy, Map<string, number>>();
function conceptBits(taxonomy: Taxonomy): ReadonlyMap<string, number> {
  let bits = bitsOfTaxonomy.get(taxonomy);
  if (!bits) {
    bits = new Map();
    const byLocal = taxonomyLocalNames(taxonomy);
    for (const [name, c] of conceptMap(taxonomy))
      bits.set(name, bitsOf(c) | (byLocal.get(localName(name)) === name ? OWN_LOCAL : 0));
    bitsOfTaxonomy.set(taxonomy, bits);
  }
  return bits;
}

function scanFacts(
  facts: readonly Fact[],
  raw: readonly Fact[],
  taxonomy: Taxonomy | undefined,
  bitsAt: readonly number[],
): FactScan {
  const monetary: Fact[] = [];
  const negatives: Fact[] = [];
  let unknown: string[] | undefined;
  const misplaced: Fact[] = [];
  let notAmounts: Fact[] | undefined;
  let fractional: Fact[] | undefined;
  for (let i = 0; i < facts.length; i++) {
    const f = facts[i]!;
    // The concept's bits, read once per concept when the facts were indexed.
    const bits = bitsAt[i]!;
    if (bits & KNOWN ? bits & MONETARY : f.unit === 'KHR' || f.unit === 'USD') {
      monetary.push(f);
      if (typeof f.value !== 'number' || !Number.isFinite(f.value)) {
        notAmounts ??= [];
        notAmounts.push(f);
      }
    }
    // The reported facts are the entered ones in the same order (a rounded one a copy of its source).
    const entered = raw[i]!;
    if (
      typeof entered.value === 'number' &&
      (entered.unit === 'KHR' || entered.unit === 'USD') &&
      !Number.isInteger(entered.value)
    ) {
      fractional ??= [];
      fractional.push(entered);
    }
    if (typeof f.value === 'number' && !(f.value >= 0)) negatives.push(f);
    if (!(bits & KNOWN)) {
      if (taxonomy) {
        unknown ??= [];
        unknown.push(f.concept);
      }
    } else if (((bits & INSTANT) !== 0) !== 'instant' in f.period) misplaced.push(f);
  }
  return {
    monetary,
    negatives,
    unknown: unknown ? [...new Set(unknown)] : [],
    misplaced,
    notAmounts: notAmounts ?? [],
    fractional: fractional ?? [],
  };
}
type AnyPeriod = { instant?: string; start?: string; end?: string };

/** Whether the facts are still exactly what the index was made from (a set changed in place is indexed again). */
function unchanged(known: FactIndex, facts: readonly Fact[], rounding: RoundingLevel, rendering?: RenderingModel) {
  if (!known.seen) return false;
  const seen = known.seen.facts;
  if (known.rounding !== rounding || known.rendering !== rendering || seen.length !== facts.length * SEEN_PER_FACT)
    return false;
  for (let i = 0, j = 0; i < facts.length; i++, j += SEEN_PER_FACT) {
    const f = facts[i]!;
    if (
      seen[j] !== f ||
      seen[j + 1] !== f.value ||
      seen[j + 2] !== f.concept ||
      seen[j + 3] !== f.unit ||
      seen[j + 4] !== f.period
    )
      return false;
  }
  const periods = known.seen.periods;
  for (let j = 0; j < periods.length; j += 3) {
    const p = periods[j] as AnyPeriod;
    if (periods[j + 1] !== (p.instant ?? p.start) || periods[j + 2] !== p.end) return false;
  }
  return true;
}

/**
 * The reported facts of a statement set and their index, made once per set (issue 30): a set is validated again (the
 * API keeps a version's computed set, and last year's set is the same for every validation of this year's), and
 * rounding and indexing its facts was a tenth of a validation. Kept per facts array, and made again when a fact (its
 * value, concept, unit or period), the rounding, the rendering or the taxonomy is not what it was: checked at every
 * validation.
 * What the facts were is written down only once a set comes back (its second validation): a set validated once
 * costs what it did before (writing it down was an eighth of a validation).
 */
function indexedFacts(
  facts: Fact[],
  rounding: RoundingLevel,
  rendering: RenderingModel | undefined,
  taxonomy: Taxonomy | undefined,
): FactIndex {
  const known = factIndexes.get(facts);
  if (known && known.taxonomy === taxonomy && unchanged(known, facts, rounding, rendering)) return known;
  const bits = taxonomy ? conceptBits(taxonomy) : NO_BITS;
  const taxonomyByLocal = taxonomy ? taxonomyLocalNames(taxonomy) : NO_NAMES;
  // Always an array of its own (at units, `reportedFacts` answers the set's own array): what is found from it, by it
  // (`monetaryFacts`, the sign rules' negative facts), is then found again whenever the index is made again.
  const rounded = reportedFacts(facts, rounding, rendering);
  const reported = rounded === facts ? facts.slice() : rounded;
  const index = new Map<string, PeriodFacts>();
  // A plain array (a typed array of this size has its store outside the heap: slower to make).
  const bitsAt: number[] = [];
  const byLocal = new Map<string, string>();
  // The facts' positions by period object (a set has a few: rules that want the facts of a year ask per object).
  const groups: PeriodGroup[] = [];
  const groupOf = new Map<Period, PeriodGroup>();
  // A set seen before is likely to be seen again: from then on, what its facts are is written down.
  const remember = known !== undefined;
  const periods: unknown[] = [];
  const seen: unknown[] = [];
  let shared: Set<string> | undefined;
  // `reportedFacts` keeps the facts' order, and a rounded fact keeps its source's concept, unit and period.
  for (let i = 0; i < reported.length; i++) {
    const fact = reported[i]!;
    const source = facts[i]!;
    const { concept, period } = fact;
    if (remember) seen.push(source, source.value, concept, fact.unit, period);
    let group = groupOf.get(period);
    if (group === undefined) {
      group = { period, key: periodKey(period), at: [] };
      groupOf.set(period, group);
      groups.push(group);
      const p = period as AnyPeriod;
      if (remember) periods.push(p, p.instant ?? p.start, p.end);
    }
    group.at.push(i);
    const key = group.key;
    const byPeriod = index.get(concept);
    if (!byPeriod) {
      // Not in the table (not a concept of the taxonomy's own): what the concepts object answers, as `concept` does.
      const conceptBits = taxonomy ? (bits.get(concept) ?? bitsOf(taxonomy.concepts[concept])) : 0;
      bitsAt.push(conceptBits);
      index.set(concept, [conceptBits, key, fact, EMPTY, EMPTY]);
      // A concept the taxonomy answers for its local name needs no entry (nearly all); another is kept when it is the
      // first reported of its local name (none before it, not the taxonomy's own reported earlier).
      if (!(conceptBits & OWN_LOCAL)) {
        const local = localName(concept);
        if (!byLocal.has(local)) {
          const own = taxonomyByLocal.get(local);
          if (own === undefined || !index.has(own)) byLocal.set(local, concept);
        }
      }
      continue;
    }
    bitsAt.push(byPeriod[0] as number);
    const slot = slotOfKey(byPeriod, key);
    if (slot >= 0) {
      const facts = byPeriod[slot] as Fact | Fact[];
      if (Array.isArray(facts)) facts.push(fact);
      else byPeriod[slot] = [facts, fact];
      shared ??= new Set();
      shared.add(concept);
    } else if (byPeriod[3] === EMPTY) {
      byPeriod[3] = key;
      byPeriod[4] = fact;
    } else byPeriod.push(key, fact);
  }
  const made: FactIndex = {
    facts: reported,
    index,
    byLocal,
    taxonomy,
    rounding,
    rendering,
    shared,
    groups,
    bits: bitsAt,
  };
  if (remember) made.seen = { facts: seen, periods };
  factIndexes.set(facts, made);
  return made;
}

/** Two ascending lists of distinct positions as one ascending list. */
function mergePositions(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = a[i]! < b[j]! ? a[i++]! : b[j++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
}

/** A statement variant's networks and their ids in one key, found once per taxonomy and variant (`activeNetworks`). */
interface Variant {
  networks: Network[];
  key: string;
}
const variantsOf = new WeakMap<Taxonomy, Map<string, Variant>>();
function variantOf(taxonomy: Taxonomy | undefined, settings: StatementSettings): Variant {
  const { sfpType, plType } = settings;
  let variants = variantsOf.get(taxonomy ?? NO_TAXONOMY);
  if (!variants) {
    variants = new Map();
    variantsOf.set(taxonomy ?? NO_TAXONOMY, variants);
  }
  // What the filter below reads of the settings: nine variants at most.
  const id =
    (sfpType === 'liquidity' ? 'l' : sfpType === 'current-noncurrent' ? 'c' : '-') +
    (plType === 'nature' ? 'n' : plType === 'function' ? 'f' : '-');
  let variant = variants.get(id);
  if (!variant) {
    const networks = (taxonomy?.networks ?? []).filter((n) => {
      const id = n.id.toLowerCase();
      if (n.section === 'financialPosition') {
        if (id.includes('liquidity')) return sfpType === 'liquidity';
        if (id.includes('current')) return sfpType === 'current-noncurrent';
      }
      if (n.section === 'profitOrLoss') {
        if (id.includes('nature')) return plType === 'nature';
        if (id.includes('function')) return plType === 'function';
      }
      return true;
    });
    variant = { networks, key: networks.map((n) => n.id).join(' ') };
    variants.set(id, variant);
  }
  return variant;
}

/** Everything a rule reads, precomputed once per validation. */
export class RuleContext {
  readonly settings: StatementSettings;
  readonly taxonomy: Taxonomy | undefined;
  readonly facts: Fact[];
  readonly periods: ReportingPeriods;
  /** The facts as the user entered or the engine computed them (before rounding). */
  readonly rawFacts: Fact[];
  readonly input: ValidationInput;
  readonly entity: EntityInfo | undefined;
  readonly notes: NoteData | undefined;
  readonly texts: StatementTexts | undefined;
  /** Decimals of the monetary facts (XBRL): 0 for units, −3 for thousands… */
  readonly decimals: number;
  /** The facts by concept, then by period key: a lookup costs two map reads, no string built per call. */
  private readonly index: ReadonlyMap<string, PeriodFacts>;
  /** Last year's facts, indexed the same way (a concept and period reported twice: the last one counts). */
  private readonly previousIndex: ReadonlyMap<string, PeriodFacts>;
  /**
   * Local names of reported concepts the taxonomy's own (`taxonomyLocalNames`, built once per taxonomy) does not
   * answer: asked first.
   */
  private readonly byLocal: ReadonlyMap<string, string>;
  /**
   * The concepts of which two or more facts share a period (a text in two languages, or a fact reported twice);
   * undefined when there are none.
   */
  readonly sharingConcepts: ReadonlySet<string> | undefined;
  private readonly taxonomyByLocal: ReadonlyMap<string, string>;
  /** What `q` answered from the taxonomy alone, per taxonomy (`askedNamesOf`). */
  private readonly askedNames: Map<string, string>;
  /** The taxonomy's concepts by name (`conceptMap`). */
  private readonly conceptsByName: ReadonlyMap<string, Concept>;
  private readonly groups: readonly PeriodGroup[];
  /** Per fact, its concept's bits (`FactIndex.bits`). */
  private readonly factBits: readonly number[];
  private activeNetworksCache: Network[] | undefined;

  constructor(input: ValidationInput) {
    this.input = input;
    this.entity = input.entity;
    this.notes = input.notes ?? input.statements.notes;
    this.texts = input.texts ?? input.statements.texts;
    this.settings = input.statements.settings;
    // The framework's own taxonomy unless the caller brings one (a statement set from buildStatements carries none).
    const framework = input.statements.settings.framework;
    this.taxonomy =
      input.statements.taxonomy ?? input.taxonomy ?? (isFramework(framework) ? getTaxonomy(framework) : undefined);
    const statements = input.statements;
    this.rawFacts = statements.facts;
    const reported = indexedFacts(statements.facts, this.settings.rounding, statements.rendering, this.taxonomy);
    this.facts = reported.facts;
    this.index = reported.index;
    this.byLocal = reported.byLocal;
    this.sharingConcepts = reported.shared;
    this.groups = reported.groups;
    this.factBits = reported.bits;
    this.periods = safePeriods(this.settings, statements, input.previous?.settings);
    this.currentKey = periodKey(this.periods.current);
    this.priorKey = periodKey(this.periods.prior);
    this.decimals = -scaleOf(this.settings.rounding);
    this.taxonomyByLocal = this.taxonomy ? taxonomyLocalNames(this.taxonomy) : NO_NAMES;
    let asked = askedNamesOf.get(this.taxonomy ?? NO_TAXONOMY);
    if (!asked) {
      asked = new Map();
      askedNamesOf.set(this.taxonomy ?? NO_TAXONOMY, asked);
    }
    this.askedNames = asked;
    this.conceptsByName = this.taxonomy ? conceptMap(this.taxonomy) : NO_CONCEPTS;
    const previous = input.previous;
    this.previousIndex = previous
      ? indexedFacts(previous.facts, previous.settings.rounding, previous.rendering, this.taxonomy).index
      : new Map();
  }

  /** The keys of the reporting year and the comparative year (`keyOf` answers the reporting periods first). */
  private readonly currentKey: string;
  private readonly priorKey: string;
  /** The key of a period, remembered per period object (the rules ask with the same few periods thousands of times). */
  private periodKeys = new WeakMap<Period, string>();
  keyOf(period: Period): string {
    // The rules ask with the reporting periods nearly always: a comparison each, not a weak-map lookup.
    const p = this.periods;
    if (period === p.current) return this.currentKey;
    if (period === p.currentEnd) return p.currentEnd.instant;
    if (period === p.priorEnd) return p.priorEnd.instant;
    if (period === p.prior) return this.priorKey;
    if (period === p.opening) return p.opening.instant;
    let key = this.periodKeys.get(period);
    if (key === undefined) {
      key = periodKey(period);
      this.periodKeys.set(period, key);
    }
    return key;
  }

  /** Whether the concept has a fact in any period (rules skip what nothing reports: work grows with the facts). */
  reports(concept: string): boolean {
    return this.index.has(concept);
  }

  /** The qualified name of a concept given its local name (whatever prefix the taxonomy uses). */
  q(local: string): string {
    if (this.byLocal.size !== 0) {
      const reported = this.byLocal.get(local);
      if (reported !== undefined) return reported;
    }
    const asked = this.askedNames;
    let name = asked.get(local);
    if (name === undefined) {
      name = this.taxonomyByLocal.get(local) ?? `ifrs-full:${local}`;
      if (asked.size >= 5000) asked.clear();
      asked.set(local, name);
    }
    return name;
  }

  concept(name: string): Concept | undefined {
    const taxonomy = this.taxonomy;
    if (!taxonomy) return undefined;
    // Not in the map: whatever the concepts object answers (as before, an inherited property too).
    return this.conceptsByName.get(name) ?? taxonomy.concepts[name];
  }

  /** The concept's label in both languages (its local name when the taxonomy does not know it). */
  label(name: string): Bilingual {
    const concept = this.concept(name);
    if (concept) return concept.label;
    const words = localName(name).replace(/([a-z])([A-Z])/g, '$1 $2');
    return { en: words, kh: words };
  }

  factsAt(concept: string, period: Period): Fact[] {
    const byPeriod = this.index.get(concept);
    const slot = byPeriod ? slotOfKey(byPeriod, this.keyOf(period)) : -1;
    if (slot < 0) return NO_FACTS;
    const facts = byPeriod![slot] as Fact | Fact[];
    if (Array.isArray(facts)) return facts;
    // A single fact is kept as itself: its list is made when asked for, once.
    const list = [facts];
    byPeriod![slot] = list;
    return list;
  }

  /** The first fact of a concept in a period, or undefined (what `factsAt(…)[0]` is, without a list). */
  private firstAt(concept: string, period: Period): Fact | undefined {
    const byPeriod = this.index.get(concept);
    return byPeriod && firstOfKey(byPeriod, this.keyOf(period));
  }

  /** The first fact of a concept in a period when its value is a finite number (the fact `num` reads). */
  numberFact(concept: string, period: Period): Fact | undefined {
    const fact = this.firstAt(concept, period);
    return fact && typeof fact.value === 'number' && Number.isFinite(fact.value) ? fact : undefined;
  }

  /**
   * The facts whose period passes `test`, in the facts' order: the test is asked once per period object of the set
   * (a few), not once per fact.
   */
  factsIn(test: (period: Period) => boolean): Fact[] {
    let at: number[] | undefined;
    for (const group of this.groups) {
      if (!test(group.period)) continue;
      // Each group's positions are in order: merged, not joined and sorted.
      at = at ? mergePositions(at, group.at) : group.at;
    }
    if (!at) return [];
    const facts = this.facts;
    return at.map((i) => facts[i]!);
  }

  /** The numeric value of a concept in a period, or undefined when not reported (or not a number). */
  num(concept: string, period: Period): number | undefined {
    const fact = this.firstAt(concept, period);
    return fact && typeof fact.value === 'number' && Number.isFinite(fact.value) ? fact.value : undefined;
  }

  /** The value by local name (`ctx.val('Revenue', ctx.periods.current)`). */
  val(local: string, period: Period): number | undefined {
    return this.num(this.q(local), period);
  }

  has(concept: string, period: Period): boolean {
    return this.firstAt(concept, period) !== undefined;
  }

  /** The prior year's statements' value of a concept in a period. */
  previousNum(concept: string, period: Period): number | undefined {
    const byPeriod = this.previousIndex.get(concept);
    const slot = byPeriod ? slotOfKey(byPeriod, this.keyOf(period)) : -1;
    const facts = slot < 0 ? undefined : (byPeriod![slot] as Fact | Fact[]);
    const fact = Array.isArray(facts) ? facts[facts.length - 1] : facts;
    return fact && typeof fact.value === 'number' ? fact.value : undefined;
  }

  get hasPrevious(): boolean {
    return this.input.previous !== undefined;
  }

  /** An element reference with its value, for the "elements to check" list. */
  el(concept: string, period: Period): ElementRef {
    const value = this.firstAt(concept, period)?.value;
    return value === undefined ? { concept, period } : { concept, period, value };
  }

  /** The year of a period as the user reads it: "2025" (or the end date when the year ends elsewhere than 31 Dec). */
  year(period: Period, lang: Lang): string {
    const end = periodEndDate(period);
    return formatDate(end.endsWith('-12-31') ? end.slice(0, 4) : end, lang);
  }

  amount(value: number, lang: Lang): string {
    return formatAmount(value, lang);
  }

  percent(ratio: number, lang: Lang): string {
    return formatPercent(ratio, lang);
  }

  /** Monetary facts (numbers with a currency unit, or concepts typed monetary); found once per set and taxonomy. */
  monetaryFacts(): Fact[] {
    return this.factScan().monetary;
  }

  /**
   * What the rules that look at every fact need (monetary facts, negative numbers, concepts the taxonomy does not know,
   * periods of the wrong type), found in one pass over the facts, one taxonomy lookup per fact, once per set and
   * taxonomy (the reported facts are made again when the set changes: `indexedFacts`).
   */
  factScan(): FactScan {
    const taxonomy = this.taxonomy ?? NO_TAXONOMY;
    let byTaxonomy = scansOf.get(this.facts);
    if (!byTaxonomy) {
      byTaxonomy = new WeakMap();
      scansOf.set(this.facts, byTaxonomy);
    }
    let scan = byTaxonomy.get(taxonomy);
    if (!scan) {
      scan = scanFacts(this.facts, this.rawFacts, this.taxonomy, this.factBits);
      byTaxonomy.set(taxonomy, scan);
    }
    return scan;
  }

  /** The taxonomy's mandatory concepts that are not abstract, in the taxonomy's order: found once per taxonomy. */
  mandatoryConcepts(): readonly (readonly [string, Concept])[] {
    if (!this.taxonomy) return [];
    let found = mandatoryOf.get(this.taxonomy);
    if (!found) {
      found = Object.entries(this.taxonomy.concepts).filter(([, c]) => c.mandatory && !c.abstract);
      mandatoryOf.set(this.taxonomy, found);
    }
    return found;
  }

  private variantKeyCache: string | undefined;
  private sectionsCache: Map<Section, ReadonlySet<string>> | undefined;
  /** The ids of the active networks: the statement variant, a key for what is found once per taxonomy and variant. */
  private variantKey(): string {
    this.variantKeyCache ??= variantOf(this.taxonomy, this.settings).key;
    return this.variantKeyCache;
  }

  /** The concepts presented in a section's active networks (every level), once per taxonomy, variant and section. */
  sectionConcepts(section: Section): ReadonlySet<string> {
    // The variant's sections found once per validation (not a key made of the section and every network id per call).
    let bySection = this.sectionsCache;
    if (!bySection) {
      let byVariant = sectionConceptsOf.get(this.taxonomy ?? NO_TAXONOMY);
      if (!byVariant) {
        byVariant = new Map();
        sectionConceptsOf.set(this.taxonomy ?? NO_TAXONOMY, byVariant);
      }
      bySection = byVariant.get(this.variantKey());
      if (!bySection) {
        bySection = new Map();
        byVariant.set(this.variantKey(), bySection);
      }
      this.sectionsCache = bySection;
    }
    let concepts = bySection.get(section);
    if (!concepts) {
      const found = new Set<string>();
      for (const n of this.activeNetworks())
        if (n.section === section) for (const c of networkConcepts(n)) found.add(c);
      bySection.set(section, found);
      concepts = found;
    }
    return concepts;
  }

  /** The concepts presented in the active networks (every level), once per taxonomy and statement variant. */
  presentedConcepts(): ReadonlySet<string> {
    const networks = this.activeNetworks();
    const key = this.variantKey();
    let byVariant = presentedOf.get(this.taxonomy ?? NO_TAXONOMY);
    if (!byVariant) {
      byVariant = new Map();
      presentedOf.set(this.taxonomy ?? NO_TAXONOMY, byVariant);
    }
    let presented = byVariant.get(key);
    if (!presented) {
      presented = new Set();
      for (const n of networks) for (const c of networkConcepts(n)) presented.add(c);
      byVariant.set(key, presented);
    }
    return presented;
  }

  /** The networks of the statement variants chosen in the settings (one financial position and one P&L layout). */
  activeNetworks(): Network[] {
    if (this.activeNetworksCache) return this.activeNetworksCache;
    this.activeNetworksCache = variantOf(this.taxonomy, this.settings).networks;
    return this.activeNetworksCache;
  }
}
