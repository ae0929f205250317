import {
  buildStatements,
  DEMO_SETTINGS,
  defaultChart,
  demoTrialBalance,
  readTrialBalance,
} from '@dfr/statement-engine';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { accountTree } from '../../screens/Accounts';
import { parseFigure } from '../../screens/ManualInput';
import { normalizeDryRun, normalizeValidation } from './api';
import { ConfirmWord } from './components/ConfirmWord';
import { NotesForm } from './components/NotesForm';
import { StatementTable } from './components/StatementTable';
import { buildInBrowser } from './engine';
import { formatAmount } from './format';

const demoSet = () => buildStatements({ settings: DEMO_SETTINGS, trialBalance: demoTrialBalance() });

describe('formatAmount', () => {
  it('prints negatives in parentheses and Khmer statements in Khmer digits', () => {
    expect(formatAmount(-1234567, 'en')).toBe('(1,234,567)');
    expect(formatAmount(1234, 'kh')).toMatch(/^[០-៩.,\s]+$/u);
    expect(formatAmount(null, 'en')).toBe('–');
  });
});

describe('StatementTable', () => {
  it('renders the financial position from the rendering model, both years, and it balances', async () => {
    await i18n.changeLanguage('en');
    const set = demoSet();
    const section = set.rendering.sections.find((s) => s.section === 'financialPosition')!;
    const onSelect = vi.fn();
    render(
      <StatementTable
        section={section}
        years={{ current: '2025', comparative: '2024' }}
        rounding="thousands"
        currency="KHR"
        onSelectFact={onSelect}
      />,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: '2025' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: '2024' })).toBeTruthy();
    const total = (concept: string) =>
      table.querySelector(`tr[data-concept="${concept}"][data-role="total"] td[data-period="current"]`)?.textContent;
    const assets = total('ifrs-full:Assets');
    expect(assets).toBeTruthy();
    expect(assets).toBe(total('ifrs-full:EquityAndLiabilities'));
    fireEvent.click(table.querySelector('tr[data-concept="ifrs-full:Assets"][data-role="total"] button')!);
    expect(onSelect).toHaveBeenCalledWith('ifrs-full:Assets', 'current');
  });

  it('shows Khmer labels when the interface is in Khmer', async () => {
    await i18n.changeLanguage('kh');
    const set = demoSet();
    const section = set.rendering.sections.find((s) => s.section === 'financialPosition')!;
    render(<StatementTable section={section} years={{ current: '2025' }} rounding="thousands" currency="KHR" />);
    expect(screen.getAllByText('ទ្រព្យសកម្ម').length).toBeGreaterThan(0);
    await i18n.changeLanguage('en');
  });
});

describe('buildInBrowser', () => {
  it('recomputes at another rounding level with totals that still add up', () => {
    const set = buildInBrowser({
      settings: { ...DEMO_SETTINGS, rounding: 'millions' },
      trialBalance: demoTrialBalance(),
      chart: defaultChart('crfrf'),
    })!;
    expect(set.rendering.rounding).toBe('millions');
    const rows = set.rendering.sections.filter((s) => s.section === 'financialPosition').flatMap((s) => s.rows);
    const display = (c: string) => rows.find((r) => r.concept === c)?.amounts.current?.display;
    expect(display('ifrs-full:Assets')).toBe(display('ifrs-full:EquityAndLiabilities'));
  });
  it('builds from typed figures', () => {
    const set = buildInBrowser({
      settings: DEMO_SETTINGS,
      manualInput: { current: { 'ifrs-full:Inventories': 5000 } },
    });
    expect(set?.facts.some((f) => f.concept === 'ifrs-full:Inventories' && f.value === 5000)).toBe(true);
  });
});

describe('dry-run report', () => {
  it('reads the engine problems of a broken file as the API returns them', () => {
    const broken = 'account_code,account_name,year,debit,credit\n99999,Nowhere,2025,10.5,0\n';
    const result = readTrialBalance(broken, defaultChart('crfrf'));
    const report = normalizeDryRun({ dryRun: true, ok: result.ok, problems: result.problems, years: [] });
    expect(report.ok).toBe(false);
    expect(report.problems.map((p) => p.code)).toEqual(expect.arrayContaining(['unknown_account']));
    expect(report.problems.every((p) => p.row >= 1)).toBe(true);
  });
});

describe('normalizeValidation', () => {
  it('orders genuine errors first and says whether the statement can be filed', () => {
    const result = normalizeValidation({
      result: {
        errors: [
          { id: 'P1', type: 'possible', section: 'profitOrLoss', message: { en: 'p', kh: 'p' }, elements: [] },
          { id: 'G1', type: 'genuine', section: 'financialPosition', message: { en: 'g', kh: 'g' }, elements: [] },
        ],
      },
    })!;
    expect(result.errors.map((e) => e.id)).toEqual(['G1', 'P1']);
    expect(result.canFile).toBe(false);
    expect(normalizeValidation({ result: null })).toBeNull();
  });
});

describe('ConfirmWord', () => {
  it('goes ahead only after the word confirm is typed', async () => {
    await i18n.changeLanguage('en');
    const onConfirm = vi.fn();
    render(<ConfirmWord message="Replace?" actionLabel="Replace" onConfirm={onConfirm} onCancel={() => undefined} />);
    const input = screen.getByLabelText(/type the word confirm/i);
    fireEvent.change(input, { target: { value: 'yes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.change(input, { target: { value: ' Confirm ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect(onConfirm).toHaveBeenCalledWith('confirm');
  });
});

describe('manual input and chart helpers', () => {
  it('accepts whole figures with separators and refuses decimals', () => {
    expect(parseFigure('1,234')).toBe(1234);
    expect(parseFigure('-50')).toBe(-50);
    expect(parseFigure('')).toBeNull();
    expect(parseFigure('12.5')).toBe('invalid');
  });
  it('orders accounts parents first with their depth', () => {
    const tree = accountTree([
      {
        code: '1100',
        nameEn: 'Cash',
        nameKh: '',
        parentCode: '1000',
        accountType: 'asset',
        balance: 'debit',
        periodType: 'instant',
      },
      { code: '1000', nameEn: 'Assets', nameKh: '', accountType: 'asset', balance: 'debit', periodType: 'instant' },
    ]);
    expect(tree.map((r) => [r.account.code, r.depth])).toEqual([
      ['1000', 0],
      ['1100', 1],
    ]);
  });
});

describe('NotesForm', () => {
  it('refuses SDGs the entity has not chosen, in the interface language, before anything is sent', async () => {
    await i18n.changeLanguage('en');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const record = {
      id: 's1',
      entityId: 'e1',
      reportingYear: 2025,
      stage: 'draft' as const,
      version: 3,
      settings: DEMO_SETTINGS,
    };
    render(<NotesForm statement={record} notes={null} entitySdgs={[8]} editable onSaved={() => undefined} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Goal 3:/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save note data' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringMatching(/SDG/i));
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
