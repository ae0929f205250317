import type { Bilingual, Fact, Lang } from '../../model/types';
import type { PolicyKey } from '../../model/policies';
import { filingDeadline } from '../../deadline';
import { formatDate, localName, type RuleContext } from '../context';
import { isIsoDate } from '../../periods';
import { rule, t, type ValidationRule } from '../rule';
import type { Finding } from '../types';
import { roundAt } from '../../rounding';
import { describe, finding } from './helpers';

const join = (items: (string | number)[]) => items.join(', ');
/** The same list with Khmer digits. */
const joinKh = (items: (string | number)[]) => formatDate(join(items), 'kh');

/** The aliases a preparer may have used for each policy key (the keys are the model's `POLICY_KEYS`). */
const POLICY_ALIASES: Record<PolicyKey, string[]> = {
  basisOfPreparation: ['basisofpreparation', 'basis'],
  revenueRecognition: ['revenuerecognition', 'revenue'],
  propertyPlantAndEquipment: ['propertyplantandequipment', 'depreciation', 'ppe'],
  inventories: ['inventories', 'inventory'],
  financialInstruments: ['financialinstruments', 'receivables', 'tradereceivables', 'impairment'],
  incomeTax: ['incometax', 'incometaxes', 'tax', 'taxation'],
  foreignCurrency: ['foreigncurrency', 'foreigncurrencytranslation', 'currency'],
  borrowings: ['borrowings', 'borrowingcosts', 'loans'],
  intangibleAssets: ['intangibleassets', 'intangibles', 'amortisation'],
  employeeBenefits: ['employeebenefits', 'employees'],
};

/** The policy text for a key (any alias), when it has any text in either language. */
function policy(ctx: RuleContext, key: PolicyKey): Bilingual | undefined {
  let aliases = aliasesOf.get(key);
  if (!aliases) {
    aliases = new Set([key.toLowerCase(), ...POLICY_ALIASES[key]]);
    aliasesOf.set(key, aliases);
  }
  for (const [k, text] of writtenPolicies(ctx)) if (aliases.has(k)) return text;
  return undefined;
}
const aliasesOf = new Map<PolicyKey, ReadonlySet<string>>();

/** The policies with text in either language, by their key in lower-case letters only: listed once per validation. */
const writtenOf = new WeakMap<RuleContext, [string, Bilingual][]>();
function writtenPolicies(ctx: RuleContext): [string, Bilingual][] {
  let written = writtenOf.get(ctx);
  if (!written) {
    written = [];
    for (const [k, text] of Object.entries(ctx.texts?.policies ?? {}))
      if (text.en.trim() !== '' || text.kh.trim() !== '') written.push([k.toLowerCase().replace(/[^a-z]/g, ''), text]);
    writtenOf.set(ctx, written);
  }
  return written;
}

/** A text-block fact (a note) whose concept's local name matches. */
function noteFact(ctx: RuleContext, pattern: RegExp): boolean {
  return ctx.facts.some(
    (f) =>
      typeof f.value === 'string' &&
      f.value.trim() !== '' &&
      pattern.test(localName(f.concept)) &&
      /Disclosure|Explanatory|Note/.test(f.concept),
  );
}

/** The first non-zero monetary fact at the current year end whose local name matches. */
function reportedLike(ctx: RuleContext, pattern: RegExp): { concept: string; value: number } | undefined {
  // Whether a concept's local name matches, remembered per pattern (a pattern without flags that keep state): the
  // same concepts every validation, a map read instead of a local name and a pattern test each.
  let matches = pattern.global || pattern.sticky ? undefined : matchesOf.get(pattern);
  if (!matches && !pattern.global && !pattern.sticky) {
    matches = new Map();
    matchesOf.set(pattern, matches);
  }
  for (const f of currentFigures(ctx)) {
    let match = matches?.get(f.concept);
    if (match === undefined) {
      match = pattern.test(localName(f.concept));
      if (matches) {
        if (matches.size >= 50_000) matches.clear();
        matches.set(f.concept, match);
      }
    }
    if (match) return { concept: f.concept, value: f.value as number };
  }
  return undefined;
}
const matchesOf = new WeakMap<RegExp, Map<string, boolean>>();
const BORROWINGS = /Borrowings/;

/** The non-zero numbers of the current year (its end or its duration), in the facts' order: found once per validation. */
const currentFiguresOf = new WeakMap<RuleContext, Fact[]>();
function currentFigures(ctx: RuleContext): Fact[] {
  let figures = currentFiguresOf.get(ctx);
  if (!figures) {
    const { currentEnd, current } = ctx.periods;
    figures = ctx
      .factsIn((p) => ('instant' in p ? p.instant === currentEnd.instant : p.end === current.end))
      .filter((f) => typeof f.value === 'number' && f.value !== 0);
    currentFiguresOf.set(ctx, figures);
  }
  return figures;
}

/** "Figures imply a policy": a possible error when the figure is reported and the policy is missing. */
function impliedPolicy(pattern: RegExp, key: PolicyKey, name: Bilingual) {
  return (ctx: RuleContext): Finding[] => {
    const figure = reportedLike(ctx, pattern);
    if (!figure || policy(ctx, key)) return [];
    const label = ctx.label(figure.concept);
    const at =
      'instant' in (ctx.facts.find((f) => f.concept === figure.concept)?.period ?? {})
        ? ctx.periods.currentEnd
        : ctx.periods.current;
    return finding(
      {
        en: `${label.en} (${ctx.amount(figure.value, 'en')}) is reported but there is no accounting policy on ${name.en}.`,
        kh: `${label.kh} (${ctx.amount(figure.value, 'kh')}) ត្រូវបានរាយការណ៍ ប៉ុន្តែគ្មានគោលនយោបាយគណនេយ្យស្តីពី${name.kh}។`,
      },
      [{ concept: figure.concept, period: at, value: figure.value }],
    );
  };
}

/** Whole, non-negative counts. */
function badCount(value: unknown): boolean {
  return typeof value !== 'number' || !Number.isInteger(value) || value < 0;
}

function dateText(iso: string, lang: Lang): string {
  return lang === 'kh' ? iso.replace(/\d/g, (d) => '០១២៣៤៥៦៧៨៩'[Number(d)]!) : iso;
}

export const disclosureRules: ValidationRule[] = [
  // Notes
  rule(
    'NT001',
    'genuine',
    'notes',
    t("Note SDGs match the entity's SDGs", 'SDG ក្នុងកំណត់សម្គាល់ត្រូវគ្នានឹង SDG របស់អង្គភាព'),
    [],
    (ctx) => {
      const noted = ctx.notes?.sdgs;
      const own = ctx.entity?.sdgs;
      if (!noted || !own) return [];
      const a = [...new Set(noted)].sort((x, y) => x - y);
      const b = [...new Set(own)].sort((x, y) => x - y);
      if (a.join() === b.join()) return [];
      return finding({
        en: `Note data SDG mismatch: the notes select ${join(a) || '—'} but the entity's SDGs are ${join(b) || '—'}.`,
        kh: `SDG ក្នុងទិន្នន័យកំណត់សម្គាល់មិនត្រូវគ្នា៖ កំណត់សម្គាល់ជ្រើសរើស ${joinKh(a) || '—'} ប៉ុន្តែ SDG របស់អង្គភាពគឺ ${joinKh(b) || '—'}។`,
      });
    },
  ),
  rule(
    'NT002',
    'genuine',
    'notes',
    t('Female employees not more than total employees', 'បុគ្គលិកស្ត្រីមិនលើសបុគ្គលិកសរុប'),
    [],
    (ctx) => {
      const e = ctx.notes?.employees;
      if (!e || e.female <= e.total) return [];
      return finding({
        en: `Female employees (${ctx.amount(e.female, 'en')}) exceed total employees (${ctx.amount(e.total, 'en')}).`,
        kh: `បុគ្គលិកស្ត្រី (${ctx.amount(e.female, 'kh')}) លើសបុគ្គលិកសរុប (${ctx.amount(e.total, 'kh')})។`,
      });
    },
  ),
  rule(
    'NT003',
    'genuine',
    'notes',
    t('Accountants not more than total employees', 'គណនេយ្យករមិនលើសបុគ្គលិកសរុប'),
    [],
    (ctx) => {
      const e = ctx.notes?.employees;
      if (!e || e.accountants <= e.total) return [];
      return finding({
        en: `Accountants (${ctx.amount(e.accountants, 'en')}) exceed total employees (${ctx.amount(e.total, 'en')}).`,
        kh: `គណនេយ្យករ (${ctx.amount(e.accountants, 'kh')}) លើសបុគ្គលិកសរុប (${ctx.amount(e.total, 'kh')})។`,
      });
    },
  ),
  rule(
    'NT004',
    'genuine',
    'notes',
    t('Taxable customers not more than active customers', 'អតិថិជនជាប់ពន្ធមិនលើសអតិថិជនសកម្ម'),
    [],
    (ctx) => {
      const c = ctx.notes?.customers;
      if (!c || c.taxable <= c.active) return [];
      return finding({
        en: `Taxable customers (${ctx.amount(c.taxable, 'en')}) exceed active customers (${ctx.amount(c.active, 'en')}).`,
        kh: `អតិថិជនជាប់ពន្ធ (${ctx.amount(c.taxable, 'kh')}) លើសអតិថិជនសកម្ម (${ctx.amount(c.active, 'kh')})។`,
      });
    },
  ),
  rule(
    'NT005',
    'genuine',
    'notes',
    t('Counts in the notes are whole and not negative', 'ចំនួនក្នុងកំណត់សម្គាល់ជាចំនួនគត់ និងមិនអវិជ្ជមាន'),
    [],
    (ctx) => {
      const n = ctx.notes;
      if (!n) return [];
      const fields: [string, string, unknown][] = [
        ['total employees', 'បុគ្គលិកសរុប', n.employees.total],
        ['female employees', 'បុគ្គលិកស្ត្រី', n.employees.female],
        ['accountants', 'គណនេយ្យករ', n.employees.accountants],
        ['active customers', 'អតិថិជនសកម្ម', n.customers.active],
        ['taxable customers', 'អតិថិជនជាប់ពន្ធ', n.customers.taxable],
      ];
      return fields
        .filter(([, , v]) => badCount(v))
        .flatMap(([en, kh, v]) =>
          finding({
            en: `The number of ${en} (${String(v)}) must be a whole number of 0 or more.`,
            kh: `ចំនួន${kh} (${String(v)}) ត្រូវតែជាចំនួនគត់ចាប់ពី ០ ឡើងទៅ។`,
          }),
        );
    },
  ),
  rule('NT006', 'genuine', 'notes', t('Shareholders are listed', 'ម្ចាស់ភាគហ៊ុនត្រូវបានរាយបញ្ជី'), [], (ctx) => {
    const form = ctx.entity?.legalForm;
    if (
      !ctx.notes ||
      !form ||
      form === 'ngoAssociation' ||
      form === 'soleProprietorship' ||
      ctx.notes.shareholders.length > 0
    )
      return [];
    return finding({
      en: 'No shareholder is listed; a company lists every shareholder with shares and paid-up capital.',
      kh: 'គ្មានម្ចាស់ភាគហ៊ុនត្រូវបានរាយបញ្ជីទេ; ក្រុមហ៊ុនត្រូវរាយបញ្ជីម្ចាស់ភាគហ៊ុនទាំងអស់ ព្រមទាំងភាគហ៊ុន និងដើមទុនបានបង់។',
    });
  }),
  rule(
    'NT007',
    'genuine',
    'notes',
    t('Each shareholder has a name, shares and paid-up capital', 'ម្ចាស់ភាគហ៊ុននីមួយៗមានឈ្មោះ ភាគហ៊ុន និងដើមទុនបានបង់'),
    [],
    (ctx) =>
      (ctx.notes?.shareholders ?? []).flatMap((s, i) => {
        if (
          s.name.trim() !== '' &&
          Number.isInteger(s.shares) &&
          s.shares > 0 &&
          Number.isInteger(s.paidUpKhr) &&
          s.paidUpKhr >= 0
        )
          return [];
        return finding({
          en: `Shareholder ${i + 1} ("${s.name}"): the name is required, shares a whole number above 0 (${s.shares}) and paid-up capital whole and not negative (${s.paidUpKhr}).`,
          kh: `ម្ចាស់ភាគហ៊ុនទី ${joinKh([i + 1])} ("${s.name}")៖ ត្រូវការឈ្មោះ ភាគហ៊ុនជាចំនួនគត់ធំជាង ០ (${joinKh([s.shares])}) និងដើមទុនបានបង់ជាចំនួនគត់មិនអវិជ្ជមាន (${joinKh([s.paidUpKhr])})។`,
        });
      }),
  ),
  rule(
    'NT008',
    'genuine',
    'notes',
    t('Each shareholder is listed once', 'ម្ចាស់ភាគហ៊ុននីមួយៗត្រូវបានរាយបញ្ជីតែម្តង'),
    [],
    (ctx) => {
      const names = (ctx.notes?.shareholders ?? []).map((s) => s.name.trim().toLowerCase()).filter(Boolean);
      const dupes = [...new Set(names.filter((n, i) => names.indexOf(n) !== i))];
      if (dupes.length === 0) return [];
      return finding({
        en: `Shareholders listed more than once: ${join(dupes)}.`,
        kh: `ម្ចាស់ភាគហ៊ុនត្រូវបានរាយបញ្ជីច្រើនជាងម្តង៖ ${join(dupes)}។`,
      });
    },
  ),
  rule(
    'NT009',
    'genuine',
    'notes',
    t("Shareholders' paid-up capital equals share capital", 'ដើមទុនបានបង់របស់ម្ចាស់ភាគហ៊ុនស្មើនឹងដើមទុន'),
    ['IssuedCapital'],
    (ctx) => {
      const holders = ctx.notes?.shareholders;
      const capital = ctx.q('IssuedCapital');
      const p = ctx.periods.currentEnd;
      const issued = ctx.num(capital, p);
      if (!holders || holders.length === 0 || issued === undefined) return [];
      const paidUpKhr = holders.reduce((s, h) => s + h.paidUpKhr, 0);
      // Paid-up capital is recorded in KHR; a USD statement compares at its closing rate (USD per KHR).
      let paidUp = paidUpKhr;
      if (ctx.settings.presentationCurrency === 'USD') {
        const rate = ctx.settings.functionalCurrency === 'KHR' ? ctx.settings.closingRate : undefined;
        if (!rate) return [];
        paidUp = Math.round(paidUpKhr * rate);
      }
      if (roundAt(paidUp, ctx.decimals) === roundAt(issued, ctx.decimals)) return [];
      return finding(
        {
          en: `Shareholders' paid-up capital (${ctx.amount(paidUp, 'en')}) does not equal ${describe(ctx, capital, p, 'en')}.`,
          kh: `ដើមទុនបានបង់របស់ម្ចាស់ភាគហ៊ុន (${ctx.amount(paidUp, 'kh')}) មិនស្មើនឹង ${describe(ctx, capital, p, 'kh')}។`,
        },
        [ctx.el(capital, p)],
      );
    },
  ),
  rule(
    'NT010',
    'genuine',
    'notes',
    t(
      'Events after the reporting period: all 13 questions answered',
      'ព្រឹត្តិការណ៍ក្រោយកាលបរិច្ឆេទចុងគ្រា៖ សំណួរទាំង ១៣ ត្រូវបានឆ្លើយ',
    ),
    [],
    (ctx) => {
      const answers = ctx.notes?.postPeriodAnswers;
      if (!answers) return [];
      const open = Array.from({ length: 13 }, (_, i) => i).filter(
        (i) => answers[i] === null || answers[i] === undefined,
      );
      if (open.length === 0) return [];
      const list = open.map((i) => i + 1);
      return finding({
        en: `Questions on events after the reporting period not answered: ${join(list)}.`,
        kh: `សំណួរស្តីពីព្រឹត្តិការណ៍ក្រោយកាលបរិច្ឆេទចុងគ្រាមិនទាន់ឆ្លើយ៖ ${joinKh(list)}។`,
      });
    },
  ),
  rule('NT011', 'genuine', 'notes', t('SDGs are between 1 and 17', 'SDG ស្ថិតនៅចន្លោះ ១ ដល់ ១៧'), [], (ctx) => {
    const bad = [...(ctx.notes?.sdgs ?? []), ...(ctx.entity?.sdgs ?? [])].filter(
      (g) => !Number.isInteger(g) || g < 1 || g > 17,
    );
    if (bad.length === 0) return [];
    return finding({
      en: `Sustainable Development Goals are numbered 1 to 17; found ${join(bad)}.`,
      kh: `គោលដៅអភិវឌ្ឍន៍ប្រកបដោយចីរភាពមានលេខ ១ ដល់ ១៧; បានរកឃើញ ${joinKh(bad)}។`,
    });
  }),
  rule(
    'NT012',
    'genuine',
    'notes',
    t('A non-profit names at least one funding source', 'អង្គការមិនរកប្រាក់ចំណេញបញ្ជាក់ប្រភពមូលនិធិយ៉ាងហោចណាស់មួយ'),
    [],
    (ctx) => {
      const f = ctx.notes?.fundingSources;
      if (ctx.settings.framework !== 'npo' || !f || f.government || f.domesticAgencies || f.internationalAgencies)
        return [];
      return finding({
        en: 'No funding source is selected (government, agencies in the country, international agencies).',
        kh: 'គ្មានប្រភពមូលនិធិត្រូវបានជ្រើសរើស (រដ្ឋាភិបាល ទីភ្នាក់ងារក្នុងប្រទេស ទីភ្នាក់ងារអន្តរជាតិ)។',
      });
    },
  ),
  rule(
    'NT013',
    'possible',
    'notes',
    t('Restricted and unrestricted funds add up to net assets', 'មូលនិធិមានកម្រិត និងគ្មានកម្រិតបូកបញ្ចូលគ្នាស្មើនឹងទ្រព្យសកម្មសុទ្ធ'),
    ['Equity'],
    (ctx) => {
      const funds = ctx.notes?.funds;
      const equity = ctx.q('Equity');
      const p = ctx.periods.currentEnd;
      const value = ctx.num(equity, p);
      if (ctx.settings.framework !== 'npo' || !funds || value === undefined) return [];
      const total = funds.restricted + funds.nonRestricted;
      if (roundAt(total, ctx.decimals) === roundAt(value, ctx.decimals)) return [];
      return finding(
        {
          en: `Restricted (${ctx.amount(funds.restricted, 'en')}) plus unrestricted funds (${ctx.amount(funds.nonRestricted, 'en')}) = ${ctx.amount(total, 'en')} differ from ${describe(ctx, equity, p, 'en')}.`,
          kh: `មូលនិធិមានកម្រិត (${ctx.amount(funds.restricted, 'kh')}) បូកមូលនិធិគ្មានកម្រិត (${ctx.amount(funds.nonRestricted, 'kh')}) = ${ctx.amount(total, 'kh')} ខុសពី ${describe(ctx, equity, p, 'kh')}។`,
        },
        [ctx.el(equity, p)],
      );
    },
  ),
  rule('NT014', 'possible', 'notes', t('Borrowings come with a note', 'ប្រាក់កម្ចីមានកំណត់សម្គាល់'), ['Borrowings'], (ctx) => {
    const figure = reportedLike(ctx, BORROWINGS);
    if (!figure || noteFact(ctx, /Borrowings/) || policy(ctx, 'borrowings')) return [];
    return finding(
      {
        en: `${ctx.label(figure.concept).en} (${ctx.amount(figure.value, 'en')}) is reported but there is no note on borrowings (lender, interest rate, maturity, security).`,
        kh: `${ctx.label(figure.concept).kh} (${ctx.amount(figure.value, 'kh')}) ត្រូវបានរាយការណ៍ ប៉ុន្តែគ្មានកំណត់សម្គាល់ស្តីពីប្រាក់កម្ចី (អ្នកឱ្យខ្ចី អត្រាការប្រាក់ កាលកំណត់ ការធានា)។`,
      },
      [{ concept: figure.concept, period: ctx.periods.currentEnd, value: figure.value }],
    );
  }),
  rule(
    'NT015',
    'possible',
    'notes',
    t('Employees are reported when there are employee costs', 'បុគ្គលិកត្រូវបានរាយការណ៍ នៅពេលមានចំណាយបុគ្គលិក'),
    ['EmployeeBenefitsExpense'],
    (ctx) => {
      const cost = ctx.q('EmployeeBenefitsExpense');
      const p = ctx.periods.current;
      if (!ctx.notes || ctx.notes.employees.total > 0 || (ctx.num(cost, p) ?? 0) <= 0) return [];
      return finding(
        {
          en: `${describe(ctx, cost, p, 'en')} is reported but the notes give no employees.`,
          kh: `${describe(ctx, cost, p, 'kh')} ត្រូវបានរាយការណ៍ ប៉ុន្តែកំណត់សម្គាល់មិនមានបុគ្គលិក។`,
        },
        [ctx.el(cost, p)],
      );
    },
  ),

  // Policies
  rule(
    'PO001',
    'genuine',
    'policies',
    t('The basis of preparation is stated', 'មូលដ្ឋាននៃការរៀបចំត្រូវបានបញ្ជាក់'),
    [],
    (ctx) =>
      policy(ctx, 'basisOfPreparation')
        ? []
        : finding({
            en: 'The accounting policies do not state the basis of preparation (framework, measurement basis, presentation currency).',
            kh: 'គោលនយោបាយគណនេយ្យមិនបានបញ្ជាក់មូលដ្ឋាននៃការរៀបចំ (ក្របខ័ណ្ឌ មូលដ្ឋានវាស់វែង រូបិយប័ណ្ណបង្ហាញ)។',
          }),
  ),
  rule(
    'PO002',
    'possible',
    'policies',
    t('Property, plant and equipment comes with a depreciation policy', 'ទ្រព្យ រោងចក្រ និងបរិក្ខារមានគោលនយោបាយរំលស់'),
    ['PropertyPlantAndEquipment'],
    impliedPolicy(
      /^PropertyPlantAndEquipment$/,
      'propertyPlantAndEquipment',
      t('property, plant and equipment and depreciation', 'ទ្រព្យ រោងចក្រ និងបរិក្ខារ និងរំលស់'),
    ),
  ),
  rule(
    'PO003',
    'possible',
    'policies',
    t('Inventories come with an inventory policy', 'សារពើភ័ណ្ឌមានគោលនយោបាយសារពើភ័ណ្ឌ'),
    ['Inventories'],
    impliedPolicy(/^(Current)?Inventories$/, 'inventories', t('inventories', 'សារពើភ័ណ្ឌ')),
  ),
  rule(
    'PO004',
    'possible',
    'policies',
    t('Revenue comes with a revenue recognition policy', 'ចំណូលមានគោលនយោបាយទទួលស្គាល់ចំណូល'),
    ['Revenue'],
    impliedPolicy(/^Revenue$/, 'revenueRecognition', t('revenue recognition', 'ការទទួលស្គាល់ចំណូល')),
  ),
  rule(
    'PO005',
    'possible',
    'policies',
    t('Borrowings come with a borrowings policy', 'ប្រាក់កម្ចីមានគោលនយោបាយប្រាក់កម្ចី'),
    ['Borrowings'],
    impliedPolicy(/Borrowings/, 'borrowings', t('borrowings', 'ប្រាក់កម្ចី')),
  ),
  rule(
    'PO006',
    'possible',
    'policies',
    t('Receivables come with a financial instruments policy', 'គណនីត្រូវទទួលមានគោលនយោបាយឧបករណ៍ហិរញ្ញវត្ថុ'),
    ['TradeAndOtherCurrentReceivables'],
    impliedPolicy(
      /^TradeAndOther(Current)?Receivables$/,
      'financialInstruments',
      t('receivables and their impairment', 'គណនីត្រូវទទួល និងការថយចុះតម្លៃ'),
    ),
  ),
  rule(
    'PO007',
    'possible',
    'policies',
    t('Income tax comes with an income tax policy', 'ពន្ធលើប្រាក់ចំណូលមានគោលនយោបាយពន្ធ'),
    ['IncomeTaxExpenseContinuingOperations'],
    impliedPolicy(/^IncomeTaxExpenseContinuingOperations$/, 'incomeTax', t('income tax', 'ពន្ធលើប្រាក់ចំណូល')),
  ),
  rule(
    'PO008',
    'possible',
    'policies',
    t('Intangible assets come with an amortisation policy', 'ទ្រព្យសកម្មអរូបីមានគោលនយោបាយរំលស់'),
    ['IntangibleAssetsOtherThanGoodwill'],
    impliedPolicy(
      /^IntangibleAssets/,
      'intangibleAssets',
      t('intangible assets and amortisation', 'ទ្រព្យសកម្មអរូបី និងរំលស់'),
    ),
  ),
  rule(
    'PO009',
    'possible',
    'policies',
    t(
      'A different functional currency comes with a foreign currency policy',
      'រូបិយប័ណ្ណមុខងារខុសគ្នាមានគោលនយោបាយរូបិយប័ណ្ណបរទេស',
    ),
    [],
    (ctx) => {
      const s = ctx.settings;
      if (s.functionalCurrency === s.presentationCurrency || policy(ctx, 'foreignCurrency')) return [];
      return finding({
        en: `The functional currency (${s.functionalCurrency}) differs from the presentation currency (${s.presentationCurrency}) but there is no foreign currency translation policy.`,
        kh: `រូបិយប័ណ្ណមុខងារ (${s.functionalCurrency}) ខុសពីរូបិយប័ណ្ណបង្ហាញ (${s.presentationCurrency}) ប៉ុន្តែគ្មានគោលនយោបាយប្តូររូបិយប័ណ្ណបរទេស។`,
      });
    },
  ),
  rule(
    'PO010',
    'possible',
    'policies',
    t('Each policy is written in both languages', 'គោលនយោបាយនីមួយៗត្រូវបានសរសេរជាពីរភាសា'),
    [],
    (ctx) =>
      Object.entries(ctx.texts?.policies ?? {}).flatMap(([key, text]) => {
        const en = text.en.trim() !== '';
        const kh = text.kh.trim() !== '';
        if (en === kh) return [];
        return finding({
          en: `The accounting policy "${key}" has no ${en ? 'Khmer' : 'English'} text.`,
          kh: `គោលនយោបាយគណនេយ្យ "${key}" គ្មានអត្ថបទជា${en ? 'ភាសាខ្មែរ' : 'ភាសាអង់គ្លេស'}។`,
        });
      }),
  ),

  // Directors' statement
  rule(
    'DS001',
    'genuine',
    'directorsStatement',
    t(
      "The date of authorisation for issue is on or after the director's signing date",
      'កាលបរិច្ឆេទអនុញ្ញាតឱ្យចេញផ្សាយស្មើ ឬក្រោយកាលបរិច្ឆេទចុះហត្ថលេខារបស់អភិបាល',
    ),
    [],
    (ctx) => {
      const { signingDate: s, authorisationDate: a } = ctx.settings;
      if (!s || !a || !isIsoDate(s) || !isIsoDate(a) || a >= s) return [];
      return finding({
        en: `The date of authorisation for issue (${a}) is before the director's signing date (${s}).`,
        kh: `កាលបរិច្ឆេទអនុញ្ញាតឱ្យចេញផ្សាយ (${dateText(a, 'kh')}) មុនកាលបរិច្ឆេទចុះហត្ថលេខារបស់អភិបាល (${dateText(s, 'kh')})។`,
      });
    },
  ),
  rule('DS002', 'genuine', 'directorsStatement', t("The director's name is given", 'ឈ្មោះអភិបាលត្រូវបានផ្តល់'), [], (ctx) => {
    const s = ctx.settings;
    if ((s.directorNameEn ?? '').trim() !== '' || (s.directorNameKh ?? '').trim() !== '') return [];
    return finding({
      en: 'The name of the director who signs the statements is missing.',
      kh: 'ខ្វះឈ្មោះអភិបាលដែលចុះហត្ថលេខាលើរបាយការណ៍។',
    });
  }),
  rule(
    'DS003',
    'genuine',
    'directorsStatement',
    t(
      'The signing date and the date of authorisation for issue are given',
      'កាលបរិច្ឆេទចុះហត្ថលេខា និងកាលបរិច្ឆេទអនុញ្ញាតឱ្យចេញផ្សាយត្រូវបានផ្តល់',
    ),
    [],
    (ctx) => {
      const missingDates = [
        !isIsoDate(ctx.settings.signingDate) && t("the director's signing date", 'កាលបរិច្ឆេទចុះហត្ថលេខារបស់អភិបាល'),
        !isIsoDate(ctx.settings.authorisationDate) &&
          t('the date of authorisation for issue', 'កាលបរិច្ឆេទអនុញ្ញាតឱ្យចេញផ្សាយ'),
      ].filter((x): x is Bilingual => Boolean(x));
      if (missingDates.length === 0) return [];
      return finding({
        en: `Missing or not a date: ${missingDates.map((d) => d.en).join(', ')}.`,
        kh: `ខ្វះ ឬមិនមែនជាកាលបរិច្ឆេទ៖ ${missingDates.map((d) => d.kh).join(', ')}។`,
      });
    },
  ),
  rule(
    'DS004',
    'genuine',
    'directorsStatement',
    t('The statements are signed after the period end', 'របាយការណ៍ត្រូវបានចុះហត្ថលេខាក្រោយកាលបរិច្ឆេទចុងគ្រា'),
    [],
    (ctx) => {
      const s = ctx.settings.signingDate;
      const end = ctx.periods.current.end;
      if (!isIsoDate(s) || s > end) return [];
      return finding({
        en: `The director's signing date (${s}) is not after the period end (${end}).`,
        kh: `កាលបរិច្ឆេទចុះហត្ថលេខារបស់អភិបាល (${dateText(s, 'kh')}) មិនក្រោយកាលបរិច្ឆេទចុងគ្រា (${dateText(end, 'kh')})។`,
      });
    },
  ),
  rule(
    'DS005',
    'genuine',
    'directorsStatement',
    t("The directors' statement is written", 'សេចក្តីថ្លែងការណ៍របស់ក្រុមប្រឹក្សាភិបាលត្រូវបានសរសេរ'),
    [],
    (ctx) => {
      const d = ctx.texts?.directorsStatement;
      // Statements without texts have no directors' statement: a filing needs one.
      if (d && (d.en.trim() !== '' || d.kh.trim() !== '')) return [];
      return finding({ en: "The directors' statement is empty.", kh: 'សេចក្តីថ្លែងការណ៍របស់ក្រុមប្រឹក្សាភិបាលទទេ។' });
    },
  ),
  rule(
    'DS006',
    'genuine',
    'directorsStatement',
    t(
      'The directors state that the statements give a true and fair view',
      'ក្រុមប្រឹក្សាភិបាលបញ្ជាក់ថារបាយការណ៍ផ្តល់ទិដ្ឋភាពពិត និងត្រឹមត្រូវ',
    ),
    [],
    (ctx) =>
      ctx.settings.trueAndFairView === true
        ? []
        : finding({
            en: 'The directors have not confirmed that the statements give a true and fair view.',
            kh: 'ក្រុមប្រឹក្សាភិបាលមិនទាន់បានបញ្ជាក់ថារបាយការណ៍ផ្តល់ទិដ្ឋភាពពិត និងត្រឹមត្រូវ។',
          }),
  ),
  rule(
    'DS007',
    'genuine',
    'directorsStatement',
    t('The going-concern question is answered', 'សំណួរនិរន្តរភាពអាជីវកម្មត្រូវបានឆ្លើយ'),
    [],
    (ctx) =>
      typeof ctx.settings.goingConcern === 'boolean'
        ? []
        : finding({ en: 'The going-concern question is not answered.', kh: 'សំណួរនិរន្តរភាពអាជីវកម្មមិនទាន់ឆ្លើយ។' }),
  ),
  rule(
    'DS008',
    'possible',
    'directorsStatement',
    t('The directors confirm the entity can pay its debts', 'ក្រុមប្រឹក្សាភិបាលបញ្ជាក់ថាអង្គភាពអាចសងបំណុលបាន'),
    [],
    (ctx) =>
      ctx.settings.abilityToPayDebts === true
        ? []
        : finding({
            en: 'The directors have not confirmed that the entity can pay its debts as they fall due.',
            kh: 'ក្រុមប្រឹក្សាភិបាលមិនទាន់បានបញ្ជាក់ថាអង្គភាពអាចសងបំណុលនៅពេលដល់កំណត់។',
          }),
  ),
  rule(
    'DS009',
    'possible',
    'directorsStatement',
    t('Signed within the filing deadline', 'ចុះហត្ថលេខាក្នុងកាលកំណត់ដាក់ស្នើ'),
    [],
    (ctx) => {
      const s = ctx.settings.signingDate;
      if (!isIsoDate(s)) return [];
      const deadline = filingDeadline(ctx.periods.current.end, ctx.settings.audited === true);
      if (s <= deadline) return [];
      return finding({
        en: `The signing date (${s}) is after the filing deadline (${deadline}); the filing will be late.`,
        kh: `កាលបរិច្ឆេទចុះហត្ថលេខា (${dateText(s, 'kh')}) ក្រោយកាលកំណត់ដាក់ស្នើ (${dateText(deadline, 'kh')}); ការដាក់ស្នើនឹងយឺត។`,
      });
    },
  ),
  rule(
    'DS010',
    'possible',
    'directorsStatement',
    t('Statements of an entity that needs an audit are audited', 'របាយការណ៍របស់អង្គភាពដែលត្រូវធ្វើសវនកម្មបានធ្វើសវនកម្ម'),
    [],
    (ctx) =>
      ctx.entity?.auditRequired === true && ctx.settings.audited !== true
        ? finding({
            en: 'The entity requires an audit but the statements are not marked audited.',
            kh: 'អង្គភាពតម្រូវឱ្យធ្វើសវនកម្ម ប៉ុន្តែរបាយការណ៍មិនត្រូវបានសម្គាល់ថាបានធ្វើសវនកម្ម។',
          })
        : [],
  ),
  rule(
    'DS011',
    'genuine',
    'directorsStatement',
    t("The director's email is valid", 'អ៊ីមែលរបស់អភិបាលត្រឹមត្រូវ'),
    [],
    (ctx) => {
      const email = ctx.settings.directorEmail;
      if (email === undefined || email === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return [];
      return finding({
        en: `The director's email "${email}" is not a valid email address.`,
        kh: `អ៊ីមែលរបស់អភិបាល "${email}" មិនមែនជាអាសយដ្ឋានអ៊ីមែលត្រឹមត្រូវទេ។`,
      });
    },
  ),
];
