// Issue 36 item 4, second round: discontinued operations on the face of profit or loss (IFRS for SMEs 5.5(e)),
// finance income by kind (interest, dividends, the rest) and the related party note the preparer types (33.7, 33.9).
import { describe, expect, it } from 'vitest';
import { defaultChart, suggestConcepts } from '../chart';
import { DEMO_NOTES, DEMO_SETTINGS, demoTrialBalance } from '../demo';
import type { ChartAccount, Framework, NoteData, StatementSet, TrialBalance } from '../model/types';
import { buildStatements } from '../statements';
import { validateStatements } from '../validation';
import {
  buildXbrlPackage,
  checkXbrlReport,
  exportPrintableDocument,
  parseInlineXbrl,
  parseXbrlInstance,
} from '../xbrl';
import { findNetwork, getTaxonomy, postableConcepts, postingConcept } from '.';

const I = 'ifrs-full:';
const CONTINUING = `${I}ProfitLossFromContinuingOperations`;
const DISCONTINUED = `${I}ProfitLossFromDiscontinuedOperations`;
const INTEREST = `${I}RevenueFromInterest`;
const DIVIDENDS = `${I}RevenueFromDividends`;
const OTHER_FINANCE = 'dfr:FinanceIncomeOther';
const KMP = `${I}KeyManagementPersonnelCompensation`;
const RECEIVABLE = `${I}AmountsReceivableRelatedPartyTransactions`;

const parentOf = (framework: Framework, networkId: string, child: string) =>
  findNetwork(getTaxonomy(framework), networkId)!
    .calculations.filter((a) => a.child === child)
    .map((a) => `${a.parent} ${a.weight}`);

/** The demo with income accounts posting to the given concepts (credit amounts, cash debited). */
function withAccounts(extra: [code: string, name: string, concept: string, amount: number][], notes?: NoteData) {
  const base = defaultChart('crfrf');
  const cash = base.accounts.find((a) => a.concept === `${I}CashAndCashEquivalents`)!.code;
  const accounts: ChartAccount[] = extra.map(([code, nameEn, concept]) => ({
    code,
    nameEn,
    nameKh: nameEn,
    accountType: 'income',
    concept,
    balanceType: 'credit',
    periodType: 'duration',
    mandatory: false,
  }));
  const year = DEMO_SETTINGS.reportingYear;
  const lines: TrialBalance = [...demoTrialBalance()];
  for (const [code, , , amount] of extra)
    lines.push(
      { accountCode: code, year, debit: 0, credit: amount },
      { accountCode: cash, year, debit: amount, credit: 0 },
    );
  return buildStatements({
    settings: DEMO_SETTINGS,
    trialBalance: lines,
    chart: { ...base, accounts: [...base.accounts, ...accounts] },
    ...(notes ? { notes } : {}),
  });
}
const value = (set: StatementSet, concept: string) =>
  set.facts.find((x) => x.concept === concept && 'start' in x.period && x.period.end === set.periods.current.end)
    ?.value as number | undefined;
const plRows = (set: StatementSet) =>
  set.rendering!.sections.find((s) => s.section === 'profitOrLoss')!.rows.map((r) => r.concept);

describe('discontinued operations (IFRS for SMEs 5.5(e))', () => {
  it.each(['crfrf', 'npo'] as const)('%s: profit for the year = continuing after tax + discontinued', (f) => {
    expect(postableConcepts(f).has(DISCONTINUED)).toBe(true);
    expect(postableConcepts(f).has(CONTINUING)).toBe(false);
    for (const id of ['pl-function', 'pl-nature']) {
      expect(parentOf(f, id, CONTINUING)).toEqual([`${I}ProfitLoss 1`]);
      expect(parentOf(f, id, DISCONTINUED)).toEqual([`${I}ProfitLoss 1`]);
      expect(parentOf(f, id, `${I}ProfitLossBeforeTax`)).toEqual([`${CONTINUING} 1`]);
      expect(parentOf(f, id, `${I}IncomeTaxExpenseContinuingOperations`)).toEqual([`${CONTINUING} -1`]);
    }
    expect(getTaxonomy(f).concepts[DISCONTINUED]!.label.kh).toBe('ប្រាក់ចំណេញ (ខាត) ពីប្រតិបត្តិការដែលបានបញ្ឈប់');
  });

  it('builds: a discontinued operation moves profit for the year, not profit before tax; both lines are printed', () => {
    const before = buildStatements({ settings: DEMO_SETTINGS, trialBalance: demoTrialBalance() });
    const after = withAccounts([['4950', 'Profit from discontinued operations', DISCONTINUED, 5_000_000]]);
    expect(value(after, DISCONTINUED)).toBe(5_000_000);
    expect(value(after, `${I}ProfitLossBeforeTax`)).toBe(value(before, `${I}ProfitLossBeforeTax`));
    expect(value(after, CONTINUING)).toBe(value(before, `${I}ProfitLoss`));
    expect(value(after, `${I}ProfitLoss`)! - value(before, `${I}ProfitLoss`)!).toBe(5_000_000);
    // Printed: continuing operations' profit, then the discontinued line, then profit for the year.
    const rows = plRows(after);
    expect(rows.slice(-3)).toEqual([CONTINUING, DISCONTINUED, `${I}ProfitLoss`]);
    // Without one, the statement reads as before: no continuing-operations line.
    expect(plRows(before)).not.toContain(CONTINUING);
    expect(plRows(before)).not.toContain(DISCONTINUED);
    expect(value(before, CONTINUING)).toBe(value(before, `${I}ProfitLoss`));
  });

  it('PL002 checks the identity with the discontinued operation in it', () => {
    const set = withAccounts([['4950', 'Discontinued operations', DISCONTINUED, 5_000_000]]);
    const pl002 = (s: Parameters<typeof validateStatements>[0]['statements']) =>
      validateStatements({ statements: s }).errors.filter((x) => x.id === 'PL002');
    expect(pl002(set)).toEqual([]);
    // Profit for the year that leaves the discontinued result out is reported.
    const { rendering: _printed, ...unprinted } = set;
    const broken = {
      ...unprinted,
      facts: set.facts.map((x) =>
        x.concept === `${I}ProfitLoss` && x.value === value(set, `${I}ProfitLoss`)
          ? { ...x, value: (x.value as number) - 5_000_000 }
          : x,
      ),
    };
    expect(pl002(broken).length).toBeGreaterThan(0);
    expect(pl002(broken)[0]!.message.en).toContain('Profit for the year');
  });
});

describe('finance income by kind', () => {
  it.each(['crfrf', 'npo'] as const)('%s: interest, dividends and the rest sum to finance income', (f) => {
    for (const part of [INTEREST, DIVIDENDS, OTHER_FINANCE]) {
      expect(parentOf(f, 'note-finance-income', part)).toEqual([`${I}FinanceIncome 1`]);
      expect(postableConcepts(f).has(part)).toBe(true);
    }
    // Charts mapped to finance income still import: their postings land on the catch-all part.
    expect(postableConcepts(f).has(`${I}FinanceIncome`)).toBe(true);
    expect(postingConcept(`${I}FinanceIncome`)).toBe(OTHER_FINANCE);
    expect(getTaxonomy(f).concepts[INTEREST]!.label.kh).toBe('ចំណូលពីការប្រាក់');
    expect(getTaxonomy(f).concepts[DIVIDENDS]!.label.kh).toBe('ចំណូលពីភាគលាភ');
  });

  it('builds: parts add up to finance income; an old mapping to finance income lands in the other part', () => {
    const before = buildStatements({ settings: DEMO_SETTINGS, trialBalance: demoTrialBalance() });
    const after = withAccounts([
      ['4960', 'Interest income', INTEREST, 1_000_000],
      ['4961', 'Dividend income', DIVIDENDS, 2_000_000],
      ['4962', 'Finance income (old mapping)', `${I}FinanceIncome`, 3_000_000],
    ]);
    expect(value(after, INTEREST)).toBe(1_000_000);
    expect(value(after, DIVIDENDS)).toBe(2_000_000);
    expect(value(after, OTHER_FINANCE)! - (value(before, OTHER_FINANCE) ?? 0)).toBe(3_000_000);
    expect(value(after, `${I}FinanceIncome`)! - value(before, `${I}FinanceIncome`)!).toBe(6_000_000);
    expect(after.rendering!.sections.some((s) => s.id === 'note-finance-income')).toBe(true);
    expect(validateStatements({ statements: after }).errors.filter((x) => x.id.startsWith('x100'))).toEqual([]);
  });

  it('the mapping assistant names them in both languages', () => {
    const first = (nameEn: string, nameKh: string, accountType?: 'income') =>
      suggestConcepts({ code: '4960', nameEn, nameKh, ...(accountType ? { accountType } : {}) }, 'crfrf')[0]?.concept;
    expect(first('Interest income', '', 'income')).toBe(INTEREST);
    expect(first('', 'ចំណូលពីការប្រាក់', 'income')).toBe(INTEREST);
    expect(first('Dividend income', '', 'income')).toBe(DIVIDENDS);
    expect(first('', 'ចំណូលពីភាគលាភ', 'income')).toBe(DIVIDENDS);
    expect(first('Other finance income', '', 'income')).toBe(OTHER_FINANCE);
    expect(first('Loss from discontinued operations', '')).toBe(DISCONTINUED);
    expect(first('', 'ប្រាក់ចំណេញពីប្រតិបត្តិការដែលបានបញ្ឈប់')).toBe(DISCONTINUED);
  });
});

describe('the related party note the preparer types (33.7, 33.9)', () => {
  const notes: NoteData = {
    ...DEMO_NOTES,
    relatedParties: {
      keyManagementCompensation: 48_000_000,
      salesOfGoods: 12_345_678,
      servicesRendered: 0,
      purchasesOfGoods: 3_000_000,
      servicesReceived: 0,
      amountsReceivable: 2_500_000,
      amountsPayable: 0,
    },
  };

  it('files the typed amounts (zero means none) and prints them in the note, at the rounding level', () => {
    const set = buildStatements({ settings: DEMO_SETTINGS, trialBalance: demoTrialBalance(), notes });
    const kmp = set.facts.find((f) => f.concept === KMP)!;
    expect(kmp).toMatchObject({ value: 48_000_000, unit: 'KHR', period: { start: '2025-01-01', end: '2025-12-31' } });
    expect(set.facts.find((f) => f.concept === RECEIVABLE)).toMatchObject({ period: { instant: '2025-12-31' } });
    expect(set.facts.some((f) => f.concept === `${I}AmountsPayableRelatedPartyTransactions`)).toBe(false);
    const note = set.rendering!.sections.find((s) => s.id === 'note-related-parties')!;
    expect(note.rows.map((r) => r.concept)).toEqual([
      KMP,
      `${I}RevenueFromSaleOfGoodsRelatedPartyTransactions`,
      `${I}PurchasesOfGoodsRelatedPartyTransactions`,
      RECEIVABLE,
    ]);
    // Thousands: 12,345,678 is printed as 12,346.
    expect(note.rows[1]!.amounts.current).toMatchObject({ rounded: 12_346_000, display: 12_346 });
    expect(note.title.kh).toBe('ភាគីពាក់ព័ន្ធ');
    // Notes saved before the field existed build as before.
    const old = buildStatements({ settings: DEMO_SETTINGS, trialBalance: demoTrialBalance(), notes: DEMO_NOTES });
    expect(old.facts.some((f) => f.concept === KMP)).toBe(false);
  });

  it('XBRL and Inline XBRL carry them, and the report passes its checks', () => {
    const set = buildStatements({ settings: DEMO_SETTINGS, trialBalance: demoTrialBalance(), notes });
    const entity = { nameEn: 'Angkor Trading Co., Ltd.', nameKh: 'ក្រុមហ៊ុន អង្គរ', registrationNumber: '00012345' };
    const pkg = buildXbrlPackage({ statements: { ...set, taxonomy: getTaxonomy('crfrf') }, entity });
    expect(checkXbrlReport(pkg.files, pkg.instancePath)).toEqual([]);
    const instance = parseXbrlInstance(pkg.files.find((f) => f.path === pkg.instancePath)!.content as string);
    const inline = parseInlineXbrl(pkg.files.find((f) => f.path === pkg.inlinePath)!.content as string);
    for (const parsed of [instance, inline]) {
      const fact = parsed.facts.find((f) => f.concept === KMP);
      expect(fact, 'key management personnel compensation').toBeDefined();
      expect(Number(fact!.value)).toBe(48_000_000);
      expect(parsed.facts.find((f) => f.concept === `${I}RevenueFromSaleOfGoodsRelatedPartyTransactions`)?.value).toBe(
        '12346000',
      );
    }
    // The printed document (the PDF's source) shows the note in the reader's language.
    const printed = exportPrintableDocument(set, { entity, lang: 'kh' });
    expect(printed).toContain('ប្រាក់តបស្នងបុគ្គលិកគ្រប់គ្រងសំខាន់ៗ');
    expect(printed).toContain('id="note-related-parties"');
    // Validation finds nothing new in them (the demo's own gaps, no texts or entity, aside).
    const genuine = (s: StatementSet, n: NoteData) =>
      validateStatements({ statements: s, notes: n })
        .errors.filter((x) => x.severity === 'genuine')
        .map((x) => x.id);
    const old = buildStatements({ settings: DEMO_SETTINGS, trialBalance: demoTrialBalance(), notes: DEMO_NOTES });
    expect(genuine(set, notes)).toEqual(genuine(old, DEMO_NOTES));
  });
});
