import { describe, expect, it } from 'vitest';
import type { Fact, Period } from '../model/types';
import { cleanInput, PERIODS } from './__fixtures__/statements';
import { validateStatements } from './engine';
import { DEMO_ENTITY, DEMO_NOTES, DEMO_SETTINGS, DEMO_TEXTS, demoTrialBalance } from '../demo';
import { buildStatements } from '../statements/build';
import { RULE_FIX_FIELDS, RULE_NOTE_FIELDS, VALIDATION_RULES } from './rules';
import { consistentSum } from './rules/helpers';
import type { ValidationInput } from './types';

type P = keyof typeof PERIODS;
const q = (local: string) => (local.includes(':') ? local : `ifrs-full:${local}`);
const same = (a: Period, b: Period) => JSON.stringify(a) === JSON.stringify(b);

/** Sets (or adds) a fact's value in a fact list. */
function put(facts: Fact[], local: string, p: P, value: Fact['value']): void {
  const period = PERIODS[p];
  const fact = facts.find((f) => f.concept === q(local) && same(f.period, period));
  if (fact) fact.value = value;
  else facts.push({ concept: q(local), period, value, unit: 'KHR' });
}
function drop(facts: Fact[], local: string, p: P): void {
  const i = facts.findIndex((f) => f.concept === q(local) && same(f.period, PERIODS[p]));
  if (i >= 0) facts.splice(i, 1);
}
const set = (i: ValidationInput, local: string, p: P, value: Fact['value']) => put(i.statements.facts, local, p, value);
const del = (i: ValidationInput, local: string, p: P) => drop(i.statements.facts, local, p);
const setPrevious = (i: ValidationInput, local: string, p: P, value: number) => put(i.previous!.facts, local, p, value);
const usd = (i: ValidationInput) => {
  Object.assign(i.statements.settings, { functionalCurrency: 'USD', closingRate: 4100, averageRate: 4050 });
};

type Change = (input: ValidationInput) => void;
/** For every rule: a change that makes it fire and (optionally) a near miss that keeps it quiet. */
const CASES: Record<string, { fire: Change; quiet?: Change }> = {
  FP001: { fire: (i) => set(i, 'Assets', 'currentEnd', 2100) },
  FP002: { fire: (i) => set(i, 'Assets', 'priorEnd', 1700) },
  FP003: { fire: (i) => del(i, 'CashAndCashEquivalents', 'currentEnd') },
  FP004: { fire: (i) => del(i, 'Equity', 'priorEnd'), quiet: (i) => del(i, 'RetainedEarnings', 'priorEnd') },
  FP005: {
    fire: (i) => setPrevious(i, 'Inventories', 'priorEnd', 310),
    quiet: (i) => {
      setPrevious(i, 'Inventories', 'priorEnd', 310);
      i.statements.settings.comparativeChange = true;
    },
  },
  FP006: {
    fire: (i) => {
      setPrevious(i, 'Inventories', 'priorEnd', 310);
      i.statements.settings.comparativeChange = true;
    },
    quiet: (i) => {
      i.statements.settings.comparativeChange = true;
    },
  },
  FP007: {
    fire: (i) => set(i, 'CashAndCashEquivalents', 'currentEnd', -50),
    quiet: (i) => set(i, 'CashAndCashEquivalents', 'currentEnd', 0),
  },
  FP008: {
    fire: (i) => {
      set(i, 'Equity', 'currentEnd', -10);
      i.statements.settings.goingConcern = false;
    },
    quiet: (i) => set(i, 'Equity', 'currentEnd', -10),
  },
  FP009: { fire: (i) => set(i, 'Assets', 'currentEnd', 0) },
  FP010: {
    fire: (i) => {
      del(i, 'DepreciationAndAmortisationExpense', 'current');
      del(i, 'AdjustmentsForDepreciationAndAmortisationExpense', 'current');
    },
    quiet: (i) => del(i, 'DepreciationAndAmortisationExpense', 'current'),
  },
  PL001: { fire: (i) => set(i, 'GrossProfit', 'current', 900) },
  PL002: { fire: (i) => set(i, 'ProfitLoss', 'prior', 310) },
  PL003: { fire: (i) => del(i, 'Revenue', 'current') },
  PL004: { fire: (i) => set(i, 'Revenue', 'current', 3000), quiet: (i) => set(i, 'Revenue', 'current', 2700) },
  PL005: { fire: (i) => set(i, 'GrossProfit', 'current', -100), quiet: (i) => set(i, 'GrossProfit', 'current', 0) },
  PL006: {
    fire: (i) => set(i, 'Revenue', 'current', 0),
    quiet: (i) => {
      set(i, 'Revenue', 'current', 0);
      set(i, 'CostOfSales', 'current', 0);
    },
  },
  PL007: {
    fire: (i) => set(i, 'IncomeTaxExpenseContinuingOperations', 'current', 500),
    quiet: (i) => set(i, 'IncomeTaxExpenseContinuingOperations', 'current', 400),
  },
  PL008: { fire: (i) => set(i, 'ProfitLoss', 'current', 2500), quiet: (i) => set(i, 'ProfitLoss', 'current', 2000) },
  PL009: {
    fire: (i) => setPrevious(i, 'Revenue', 'prior', 1900),
    quiet: (i) => {
      setPrevious(i, 'Revenue', 'prior', 1900);
      i.statements.settings.comparativeChange = true;
    },
  },
  PL010: { fire: (i) => del(i, 'ProfitLoss', 'prior') },
  CF001: { fire: (i) => set(i, 'CashAndCashEquivalents', 'currentEnd', 310) },
  CF002: { fire: (i) => set(i, 'CashAndCashEquivalents', 'opening', 50) },
  CF003: { fire: (i) => set(i, 'CashFlowsFromUsedInFinancingActivities', 'current', 40) },
  CF004: { fire: (i) => del(i, 'CashFlowsFromUsedInInvestingActivities', 'current') },
  CF005: { fire: (i) => setPrevious(i, 'CashAndCashEquivalents', 'priorEnd', 120) },
  CF006: {
    fire: (i) => set(i, 'CashFlowsFromUsedInOperatingActivities', 'current', -400),
    quiet: (i) => set(i, 'CashFlowsFromUsedInOperatingActivities', 'current', -300),
  },
  CF007: { fire: (i) => set(i, 'AdjustmentsForDepreciationAndAmortisationExpense', 'current', 90) },
  CF008: {
    fire: (i) => {
      set(i, 'DividendsRecognisedAsDistributionsToOwnersOfParent', 'current', 0);
      set(i, 'DividendsRecognisedAsDistributionsToOwnersOfParent', 'prior', 0);
    },
  },
  CF009: {
    fire: (i) => {
      for (const l of ['CashFlowsFromUsedInOperatingActivities', 'IncreaseDecreaseInCashAndCashEquivalents'])
        del(i, l, 'current');
      del(i, 'CashAndCashEquivalents', 'priorEnd');
    },
    quiet: (i) => {
      for (const l of ['CashFlowsFromUsedInOperatingActivities', 'IncreaseDecreaseInCashAndCashEquivalents'])
        del(i, l, 'current');
      del(i, 'CashAndCashEquivalents', 'priorEnd');
      i.statements.settings.firstYearOfReporting = true;
    },
  },
  EQ001: { fire: (i) => set(i, 'RetainedEarnings', 'currentEnd', 850) },
  EQ002: { fire: (i) => set(i, 'RetainedEarnings', 'opening', 250) },
  EQ003: {
    fire: (i) => del(i, 'IssuedCapital', 'currentEnd'),
    quiet: (i) => {
      del(i, 'IssuedCapital', 'currentEnd');
      i.statements.settings.framework = 'npo';
    },
  },
  EQ004: {
    fire: (i) => set(i, 'RetainedEarnings', 'currentEnd', -10),
    quiet: (i) => {
      set(i, 'RetainedEarnings', 'currentEnd', -10);
      set(i, 'DividendsRecognisedAsDistributionsToOwnersOfParent', 'current', 0);
    },
  },
  EQ005: {
    fire: (i) => set(i, 'IssuedCapital', 'currentEnd', 600),
    quiet: (i) => {
      set(i, 'IssuedCapital', 'currentEnd', 600);
      set(i, 'IssueOfEquity', 'current', 100);
    },
  },
  FP100: { fire: (i) => set(i, 'CurrentAssets', 'currentEnd', 950) },
  PL100: { fire: (i) => set(i, 'ProfitLossBeforeTax', 'current', 450) },
  CF100: { fire: (i) => set(i, 'CashFlowsFromUsedInInvestingActivities', 'current', -100) },
  EQ100: { fire: (i) => set(i, 'ChangesInEquity', 'current', 310) },
  NT100: { fire: (i) => set(i, 'dfr:AccumulatedDepreciation', 'currentEnd', 300) },
  FP101: {
    fire: (i) => set(i, 'Inventories', 'currentEnd', -350),
    quiet: (i) => set(i, 'RetainedEarnings', 'currentEnd', -350),
  },
  PL101: { fire: (i) => set(i, 'CostOfSales', 'current', -1200), quiet: (i) => set(i, 'ProfitLoss', 'current', -10) },
  CF101: {
    fire: (i) => set(i, 'PurchaseOfPropertyPlantAndEquipmentClassifiedAsInvestingActivities', 'current', -200),
    quiet: (i) => set(i, 'CashFlowsFromUsedInInvestingActivities', 'current', -200),
  },
  EQ101: { fire: (i) => set(i, 'DividendsRecognisedAsDistributionsToOwnersOfParent', 'current', -20) },
  NT101: { fire: (i) => set(i, 'dfr:PropertyPlantAndEquipmentGross', 'currentEnd', -1500) },
  NT001: {
    fire: (i) => {
      i.notes!.sdgs = [5];
    },
    quiet: (i) => {
      i.notes!.sdgs = [8, 5, 5];
    },
  },
  NT002: {
    fire: (i) => {
      i.notes!.employees.female = 11;
    },
    quiet: (i) => {
      i.notes!.employees.female = 10;
    },
  },
  NT003: {
    fire: (i) => {
      i.notes!.employees.accountants = 11;
    },
    quiet: (i) => {
      i.notes!.employees.accountants = 10;
    },
  },
  NT004: {
    fire: (i) => {
      i.notes!.customers.taxable = 60;
    },
    quiet: (i) => {
      i.notes!.customers.taxable = 50;
    },
  },
  NT005: {
    fire: (i) => {
      i.notes!.employees.total = 10.5;
    },
    quiet: (i) => {
      i.notes!.employees.total = 0;
      i.notes!.employees.female = 0;
    },
  },
  NT006: {
    fire: (i) => {
      i.notes!.shareholders = [];
    },
    quiet: (i) => {
      i.notes!.shareholders = [];
      i.entity!.legalForm = 'soleProprietorship';
    },
  },
  NT007: {
    fire: (i) => {
      i.notes!.shareholders[1]!.name = ' ';
    },
  },
  NT008: {
    fire: (i) => {
      i.notes!.shareholders[1]!.name = 'sok dara';
    },
  },
  NT009: {
    fire: (i) => {
      i.notes!.shareholders[1]!.paidUpKhr = 250;
    },
    quiet: (i) => {
      i.notes!.shareholders[1]!.paidUpKhr = 250;
      set(i, 'IssuedCapital', 'currentEnd', 550);
    },
  },
  NT010: {
    fire: (i) => {
      i.notes!.postPeriodAnswers[3] = null;
    },
    quiet: (i) => {
      i.notes!.postPeriodAnswers[3] = true;
    },
  },
  NT011: {
    fire: (i) => {
      i.notes!.sdgs = [18];
    },
    quiet: (i) => {
      i.notes!.sdgs = [1, 17];
    },
  },
  NT012: {
    fire: (i) => {
      i.statements.settings.framework = 'npo';
    },
    quiet: (i) => {
      i.statements.settings.framework = 'npo';
      i.notes!.fundingSources.government = true;
    },
  },
  NT013: {
    fire: (i) => {
      i.statements.settings.framework = 'npo';
      i.notes!.funds = { restricted: 1000, nonRestricted: 200 };
    },
    quiet: (i) => {
      i.statements.settings.framework = 'npo';
      i.notes!.funds = { restricted: 1000, nonRestricted: 300 };
    },
  },
  NT014: {
    fire: (i) => {
      delete i.texts!.policies.borrowings;
    },
    quiet: (i) => {
      delete i.texts!.policies.borrowings;
      i.statements.facts.push({
        concept: 'ifrs-full:DisclosureOfBorrowingsExplanatory',
        period: PERIODS.current,
        value: 'Bank loan at 8% due 2028.',
        lang: 'en',
      });
    },
  },
  NT015: {
    fire: (i) => {
      i.notes!.employees = { total: 0, female: 0, accountants: 0 };
      set(i, 'EmployeeBenefitsExpense', 'current', 100);
    },
    quiet: (i) => set(i, 'EmployeeBenefitsExpense', 'current', 100),
  },
  PO001: {
    fire: (i) => {
      delete i.texts!.policies.basisOfPreparation;
    },
  },
  PO002: {
    fire: (i) => {
      delete i.texts!.policies.propertyPlantAndEquipment;
    },
    quiet: (i) => {
      delete i.texts!.policies.propertyPlantAndEquipment;
      i.texts!.policies.Depreciation = { en: 'Straight line.', kh: '' };
    },
  },
  PO003: {
    fire: (i) => {
      delete i.texts!.policies.inventories;
    },
    quiet: (i) => {
      delete i.texts!.policies.inventories;
      set(i, 'Inventories', 'currentEnd', 0);
    },
  },
  PO004: {
    fire: (i) => {
      delete i.texts!.policies.revenueRecognition;
    },
  },
  PO005: {
    fire: (i) => {
      delete i.texts!.policies.borrowings;
    },
  },
  PO006: {
    fire: (i) => {
      delete i.texts!.policies.financialInstruments;
    },
  },
  PO007: {
    fire: (i) => {
      delete i.texts!.policies.incomeTax;
    },
  },
  PO008: {
    fire: (i) => set(i, 'IntangibleAssetsOtherThanGoodwill', 'currentEnd', 50),
    quiet: (i) => {
      set(i, 'IntangibleAssetsOtherThanGoodwill', 'currentEnd', 50);
      i.texts!.policies.intangibleAssets = { en: 'Amortised over 5 years.', kh: 'រំលស់រយៈពេល ៥ ឆ្នាំ។' };
    },
  },
  PO009: {
    fire: usd,
    quiet: (i) => {
      usd(i);
      i.texts!.policies.foreignCurrency = {
        en: 'Translated at closing and average rates.',
        kh: 'ប្តូរតាមអត្រាចុងគ្រា និងអត្រាមធ្យម។',
      };
    },
  },
  PO010: {
    fire: (i) => {
      i.texts!.policies.incomeTax = { en: 'Current tax.', kh: ' ' };
    },
  },
  DS001: {
    fire: (i) => {
      i.statements.settings.authorisationDate = '2026-02-01';
    },
    quiet: (i) => {
      i.statements.settings.authorisationDate = '2026-03-01';
    },
  },
  DS002: {
    fire: (i) => {
      Object.assign(i.statements.settings, { directorNameEn: '', directorNameKh: ' ' });
    },
    quiet: (i) => {
      Object.assign(i.statements.settings, { directorNameEn: '' });
    },
  },
  DS003: {
    fire: (i) => {
      i.statements.settings.signingDate = undefined;
    },
  },
  DS004: {
    fire: (i) => {
      Object.assign(i.statements.settings, { signingDate: '2025-12-31', authorisationDate: '2026-01-05' });
    },
    quiet: (i) => {
      Object.assign(i.statements.settings, { signingDate: '2026-01-01', authorisationDate: '2026-01-05' });
    },
  },
  DS005: {
    fire: (i) => {
      i.texts!.directorsStatement = { en: '', kh: '' };
    },
  },
  DS006: {
    fire: (i) => {
      i.statements.settings.trueAndFairView = false;
    },
  },
  DS007: {
    fire: (i) => {
      i.statements.settings.goingConcern = undefined;
    },
    quiet: (i) => {
      i.statements.settings.goingConcern = false;
    },
  },
  DS008: {
    fire: (i) => {
      i.statements.settings.abilityToPayDebts = false;
    },
  },
  DS009: {
    fire: (i) => {
      Object.assign(i.statements.settings, { signingDate: '2026-05-01', authorisationDate: '2026-05-01' });
    },
    quiet: (i) => {
      Object.assign(i.statements.settings, {
        signingDate: '2026-05-01',
        authorisationDate: '2026-05-01',
        audited: true,
      });
    },
  },
  DS010: {
    fire: (i) => {
      i.entity!.auditRequired = true;
    },
    quiet: (i) => {
      i.entity!.auditRequired = true;
      i.statements.settings.audited = true;
    },
  },
  DS011: {
    fire: (i) => {
      i.statements.settings.directorEmail = 'dara@';
    },
  },
  GI001: {
    fire: (i) => {
      i.statements.settings.reportingYear = 2024;
    },
  },
  GI002: {
    fire: (i) => {
      i.statements.settings.periodStart = '2026-01-01';
    },
  },
  GI003: {
    fire: (i) => {
      i.statements.settings.periodStart = '2025-04-01';
    },
    quiet: (i) => {
      i.statements.settings.periodStart = '2025-01-01';
    },
  },
  GI004: {
    fire: (i) => {
      i.entity!.nameKh = '';
    },
  },
  GI005: {
    fire: (i) => {
      i.entity!.registrationNumber = ' ';
    },
  },
  GI006: {
    fire: (i) => {
      i.statements.settings.functionalCurrency = 'USD';
    },
    quiet: usd,
  },
  GI007: { fire: (i) => set(i, 'Revenue', 'current', 2000.5) },
  GI008: { fire: (i) => del(i, 'Liabilities', 'currentEnd') },
  GI009: { fire: (i) => set(i, 'Goodwill', 'currentEnd', 10) },
  GI010: {
    fire: (i) => {
      i.statements.facts.push({ concept: 'ifrs-full:Revenue', period: PERIODS.currentEnd, value: 2000, unit: 'KHR' });
    },
  },
  GI011: {
    fire: (i) => {
      i.statements.facts.find((f) => f.concept === 'ifrs-full:Inventories')!.unit = 'USD';
    },
  },
  GI012: {
    fire: (i) => {
      i.statements.facts.push({ concept: 'ifrs-full:Revenue', period: PERIODS.current, value: 2100, unit: 'KHR' });
    },
    quiet: (i) => {
      i.statements.facts.push({ concept: 'ifrs-full:Revenue', period: PERIODS.current, value: 2000, unit: 'KHR' });
    },
  },
  GI013: { fire: (i) => set(i, 'Revenue', 'current', 'two thousand') },
  GI014: {
    fire: (i) => {
      Object.assign(i.statements.settings, { preparationMethod: 'approvedSoftware', softwareUsed: '' });
    },
    quiet: (i) => {
      Object.assign(i.statements.settings, { preparationMethod: 'approvedSoftware', softwareUsed: 'QuickBooks' });
    },
  },
  GI015: {
    fire: (i) => {
      i.entity!.legalForm = 'ngoAssociation';
    },
    quiet: (i) => {
      i.entity!.legalForm = 'ngoAssociation';
      i.statements.settings.framework = 'npo';
    },
  },
  GI016: {
    fire: (i) => {
      i.previous!.settings.periodEnd = '2023-12-31';
    },
  },
  GI017: {
    fire: (i) => {
      i.statements.settings.rounding = 'thousands';
      i.statements.rendering = renderingWith({ value: 1_234_567, rounded: 1_234_567, display: 1235 });
    },
    quiet: (i) => {
      i.statements.settings.rounding = 'thousands';
      i.statements.rendering = renderingWith({ value: 1_234_567, rounded: 1_235_000, display: 1235 });
    },
  },
};

function renderingWith(amount: {
  value: number;
  rounded: number;
  display: number;
}): ValidationInput['statements']['rendering'] {
  return {
    presentationCurrency: 'KHR',
    rounding: 'thousands',
    scale: 3,
    sections: [
      {
        id: 'pl-function',
        section: 'profitOrLoss',
        title: { en: 'Statement of profit or loss', kh: 'របាយការណ៍ចំណេញ ឬខាត' },
        columns: ['current'],
        scaled: true,
        rows: [
          {
            concept: 'ifrs-full:Other',
            labelKey: 'ifrs-full:Other',
            label: { en: 'Other', kh: 'ផ្សេងៗ' },
            role: 'standard',
            level: 0,
            isAbstract: false,
            isTotal: false,
            valueType: 'monetary',
            periods: { current: PERIODS.current },
            amounts: { current: amount },
          },
        ],
      },
    ],
  };
}

const ruleById = new Map(VALIDATION_RULES.map((r) => [r.id, r]));
const run = (input: ValidationInput, id: string) => validateStatements(input, [ruleById.get(id)!]).errors;

describe('validation rules', () => {
  it('has at least 60 rules with unique ids, both languages and a test case each', () => {
    expect(VALIDATION_RULES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(VALIDATION_RULES.map((r) => r.id)).size).toBe(VALIDATION_RULES.length);
    for (const r of VALIDATION_RULES) {
      expect(r.title.en.length, r.id).toBeGreaterThan(0);
      expect(r.title.kh, r.id).toMatch(/[\u1780-\u17FF]/);
    }
    expect(Object.keys(CASES).sort()).toEqual(VALIDATION_RULES.map((r) => r.id).sort());
  });

  it('finds nothing in consistent statements: the statements can be filed', () => {
    const result = validateStatements(cleanInput());
    expect(result.errors.map((e) => `${e.id}: ${e.message.en}`)).toEqual([]);
    expect(result.canFile).toBe(true);
    expect(result.verdict.en).toBe('Can be filed: no errors found.');
  });

  for (const r of VALIDATION_RULES) {
    const testCase = CASES[r.id];
    it(`${r.id} fires when broken and names what to check in both languages`, () => {
      expect(testCase, `no test case for ${r.id}`).toBeDefined();
      const input = cleanInput();
      testCase!.fire(input);
      const errors = run(input, r.id);
      expect(errors.length, r.id).toBeGreaterThan(0);
      for (const e of errors) {
        expect(e.severity).toBe(r.severity);
        expect(e.section).toBe(r.section);
        expect(e.message.en).not.toMatch(/could not be checked/);
        expect(e.message.kh).toMatch(/[\u1780-\u17FF]/);
      }
    });
    it(`${r.id} stays quiet ${testCase?.quiet ? 'on its near miss' : 'on consistent statements'}`, () => {
      const input = cleanInput();
      testCase?.quiet?.(input);
      expect(run(input, r.id).map((e) => e.message.en)).toEqual([]);
    });
  }
});

describe('validation result', () => {
  it('groups errors by section, genuine first, and refuses filing on a genuine error', () => {
    const input = cleanInput();
    set(input, 'Assets', 'currentEnd', 2100);
    input.notes!.employees.female = 11;
    input.statements.settings.abilityToPayDebts = false;
    const result = validateStatements(input);
    expect(result.canFile).toBe(false);
    expect(result.genuineCount).toBeGreaterThanOrEqual(3);
    expect(result.possibleCount).toBe(1);
    expect(result.sections.map((s) => s.section)).toEqual(['financialPosition', 'notes', 'directorsStatement']);
    expect(result.errors[result.errors.length - 1]!.severity).toBe('possible');
    expect(result.verdict.en).toMatch(
      /^Cannot be filed: \d+ genuine error\(s\) must be fixed and 1 possible error\(s\) reviewed\.$/,
    );
    expect(result.verdict.kh).toMatch(/^មិនអាចដាក់ស្នើបានទេ/);
  });

  it("treats statements without texts as having no policies and no directors' statement", () => {
    const input = cleanInput();
    delete input.texts;
    const ids = validateStatements(input).errors.map((e) => e.id);
    expect(ids).toEqual(expect.arrayContaining(['PO001', 'DS005', 'PO002', 'PO003', 'PO004']));
  });

  it('reports dates that are not dates instead of failing', () => {
    const input = cleanInput();
    input.statements.settings.periodEnd = '31/12/2025';
    input.statements.settings.periodStart = 'soon';
    const result = validateStatements(input);
    expect(result.canFile).toBe(false);
    expect(result.errors.map((e) => e.id)).toEqual(expect.arrayContaining(['GI001', 'GI002']));
    expect(result.errors.find((e) => e.id === 'GI001')!.message.en).toBe(
      'The period end "31/12/2025" is not a date (YYYY-MM-DD).',
    );
  });

  it('lets statements with only possible errors be filed', () => {
    const input = cleanInput();
    input.statements.settings.abilityToPayDebts = false;
    const result = validateStatements(input);
    expect(result).toMatchObject({ canFile: true, genuineCount: 0, possibleCount: 1 });
  });

  it('names the figures involved in a message', () => {
    const input = cleanInput();
    set(input, 'Assets', 'currentEnd', 2100);
    const [error] = run(input, 'FP001');
    expect(error!.message.en).toBe(
      'The financial position does not balance: Assets 2025 (2,100) does not equal Liabilities 2025 (700) + Equity 2025 (1,300) = 2,000; difference 100.',
    );
    expect(error!.message.kh).toContain('ទ្រព្យសកម្ម ២០២៥ (២,១០០)');
    expect(error!.elements.map((e) => e.concept)).toEqual([
      'ifrs-full:Assets',
      'ifrs-full:Liabilities',
      'ifrs-full:Equity',
    ]);
  });

  it('the sign assistant names a likely sign flip in a broken total', () => {
    const input = cleanInput();
    set(input, 'CostOfSales', 'current', -1200);
    const messages = run(input, 'PL100').map((e) => e.message.en);
    expect(
      messages.some((m) => m.includes('Gross profit 2025 (800)') && m.endsWith('Likely sign flip: Cost of sales.')),
    ).toBe(true);
  });

  it('checks calculations as Calculations 1.1 does: rounded values as intervals at their decimals', () => {
    const input = cleanInput();
    input.statements.settings.rounding = 'thousands';
    for (const f of input.statements.facts) if (typeof f.value === 'number') f.value *= 1000;
    // 1,400 + 1,400 + 0 prints as 1,000 + 1,000 + 0 next to a total of 2,800 printed as 3,000: a rounding
    // difference, not an error ([500, 1,500] + [500, 1,500] + [−500, 500] meets [2,500, 3,500]).
    set(input, 'Inventories', 'currentEnd', 1_400);
    set(input, 'TradeAndOtherCurrentReceivables', 'currentEnd', 1_400);
    set(input, 'CashAndCashEquivalents', 'currentEnd', 0);
    set(input, 'CurrentAssets', 'currentEnd', 2_800);
    const currentAssets = () => run(input, 'FP100').filter((e) => e.message.en.startsWith('Current assets 2025'));
    expect(currentAssets()).toEqual([]);
    // A total of 5,000 is out of reach of any rounding of the items.
    set(input, 'CurrentAssets', 'currentEnd', 5_000);
    expect(currentAssets().length).toBe(1);
    expect(currentAssets()[0]!.message.en).toContain('Current assets 2025 (5,000) does not equal the sum of its items');
  });

  it('consistentSum: intervals of half a unit at the decimals, weights flip the bounds', () => {
    expect(
      consistentSum(
        3_000,
        [
          [1, 1_000],
          [1, 1_000],
        ],
        -3,
      ),
    ).toBe(true);
    expect(
      consistentSum(
        4_000,
        [
          [1, 1_000],
          [1, 1_000],
        ],
        -3,
      ),
    ).toBe(false);
    expect(
      consistentSum(
        800,
        [
          [1, 2_000],
          [-1, 1_200],
        ],
        0,
      ),
    ).toBe(true);
    expect(
      consistentSum(
        801,
        [
          [1, 2_000],
          [-1, 1_200],
        ],
        0,
      ),
    ).toBe(true);
    expect(
      consistentSum(
        802,
        [
          [1, 2_000],
          [-1, 1_200],
        ],
        0,
      ),
    ).toBe(false);
    expect(
      consistentSum(
        3_200,
        [
          [1, 2_000],
          [-1, 1_200],
        ],
        0,
      ),
    ).toBe(false);
  });

  it('reports a rule that throws as an error of its own instead of failing', () => {
    const broken = {
      ...VALIDATION_RULES[0]!,
      check: () => {
        throw new Error('boom');
      },
    };
    const result = validateStatements(cleanInput(), [broken]);
    expect(result.canFile).toBe(false);
    expect(result.errors[0]!.message.en).toBe(`Rule ${broken.id} could not be checked: boom`);
  });
});

describe('where an error is fixed', () => {
  // The fields are typed as statement settings (keyof StatementSettings): the compiler checks their names.
  it('names only rules that exist, and reports the fields on the errors', () => {
    const ids = new Set(VALIDATION_RULES.map((r) => r.id));
    for (const id of Object.keys(RULE_FIX_FIELDS)) expect(ids.has(id), id).toBe(true);
    // The director's name and signing date are fixed on the settings (issue 21, defect 5), not in the directors' text.
    expect(RULE_FIX_FIELDS.DS002).toContain('directorNameEn');
    expect(RULE_FIX_FIELDS.DS004).toEqual(['signingDate']);
    const set = buildStatements({
      settings: { ...DEMO_SETTINGS, directorNameEn: '', directorNameKh: '' },
      trialBalance: demoTrialBalance(),
      entity: DEMO_ENTITY,
      notes: DEMO_NOTES,
      texts: DEMO_TEXTS,
    });
    const ds002 = validateStatements({ statements: set, entity: DEMO_ENTITY }).errors.find((e) => e.id === 'DS002');
    expect(ds002?.fields).toEqual(['directorNameEn', 'directorNameKh']);
  });

  it('points every notes rule about the note data at the field that fixes it (issue 21, defect 5)', () => {
    const ids = new Set(VALIDATION_RULES.map((r) => r.id));
    for (const id of Object.keys(RULE_NOTE_FIELDS)) expect(ids.has(id), id).toBe(true);
    // More female employees than employees: the error names the female count, not just the notes tab.
    const set = buildStatements({
      settings: DEMO_SETTINGS,
      trialBalance: demoTrialBalance(),
      entity: DEMO_ENTITY,
      notes: { ...DEMO_NOTES, employees: { ...DEMO_NOTES.employees, female: DEMO_NOTES.employees.total + 1 } },
      texts: DEMO_TEXTS,
    });
    const errors = validateStatements({ statements: set, entity: DEMO_ENTITY }).errors;
    expect(errors.find((e) => e.id === 'NT002')?.noteField).toBe('employees.female');
    // A figure rule of the notes section is fixed in the figures: it names no note field.
    expect(RULE_NOTE_FIELDS.NT100).toBeUndefined();
  });
});
