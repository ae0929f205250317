import {
  buildStatements,
  DEMO_SETTINGS,
  defaultChart,
  demoTrialBalance,
  readTrialBalance,
} from '@dfr/statement-engine';
import { type TabItem, TabSet, UIProvider } from '@dfr/ui';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shimCssEscape } from '../../test/renderScreen';
import i18n from '../../i18n';
import { accountTree } from '../../screens/Accounts';
import { parseFigure } from '../../screens/ManualInput';
import { refusedImport } from '../../api/errors';
import { sendTrialBalance, validationResultOf } from './api';
import type { AccountRecord, StatementRecord } from './types';
import { ActionBar } from './components/ActionBar';
import { NotesForm } from './components/NotesForm';
import { emptyNoteData } from '@dfr/forms';
import type { NoteData } from '@dfr/statement-engine';
import { RoleStamps } from './components/RoleStamps';
import { figureText, StatementTable } from './components/StatementTable';
import { buildInBrowser, columnYear, columnYearNumber } from './engine';
import { formatAmount, nameOf } from './format';

// The statement screens' strings are fetched on first use in the app; here, once for both languages.
beforeAll(() => i18n.reloadResources(['en', 'kh'], ['statement']));

/** The lifecycle commands a test's fetch spy saw (the action bar also reads who is signed in, `/api/me`). */
const commandCalls = <C extends unknown[]>(spy: { mock: { calls: C[] } }) =>
  spy.mock.calls.filter((call) => String(call[0]).includes('/commands/'));

const demoSet = () => buildStatements({ settings: DEMO_SETTINGS, trialBalance: demoTrialBalance() });

describe('formatAmount', () => {
  it('prints negatives in parentheses and Khmer statements in Khmer digits', () => {
    expect(formatAmount(-1234567, 'en')).toBe('(1,234,567)');
    expect(formatAmount(1234, 'kh')).toMatch(/^[០-៩.,\s]+$/u);
    expect(formatAmount(null, 'en')).toBe('–');
  });
  it('prints whole amounts grouped, the same in both languages but for the digits', () => {
    expect(formatAmount(1234567.6, 'en')).toBe('1,234,568');
    expect(formatAmount(-1234567, 'kh')).toBe('(១,២៣៤,៥៦៧)');
    expect(formatAmount(0, 'kh')).toBe('០');
  });
});

describe('nameOf', () => {
  it('names an entity or account in the reader’s language, else in the other one', () => {
    const account = { nameEn: 'Cash on hand', nameKh: 'សាច់ប្រាក់ក្នុងដៃ' };
    expect(nameOf(account, 'en')).toBe('Cash on hand');
    expect(nameOf(account, 'kh')).toBe('សាច់ប្រាក់ក្នុងដៃ');
    expect(nameOf({ nameEn: 'Cash', nameKh: '' }, 'kh')).toBe('Cash');
    expect(nameOf({ nameEn: '', nameKh: 'សាច់ប្រាក់' }, 'en')).toBe('សាច់ប្រាក់');
    expect(nameOf(undefined, 'en')).toBe('');
  });
});

describe('RoleStamps', () => {
  it('lists who did each step in the order the steps happen, whatever order the API sends them in', async () => {
    await i18n.changeLanguage('en');
    const at = '2026-03-02T09:00:00.000Z';
    const statement = {
      roles: {
        approvedBy: { email: 'sophea@example.com', at },
        preparedBy: { email: 'dara@example.com', at },
        finalizedBy: { at },
      },
    } as unknown as StatementRecord;
    render(<RoleStamps statement={statement} />);
    const items = within(screen.getByRole('list', { name: 'Who did what' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.split(',')[0])).toEqual([
      'Prepared by dara@example.com',
      'Finalized by a former member',
      'Approved by sophea@example.com',
    ]);
  });
});

describe('column years', () => {
  it('names each column by the year its period ends in, in the reader digits', () => {
    const set = demoSet(); // DEMO_SETTINGS: the year to 31 December 2025
    expect(columnYearNumber(set, 'current')).toBe(2025);
    expect(columnYearNumber(set, 'comparative')).toBe(2024);
    expect(columnYear(set, 'current', 'kh')).toBe('២០២៥');
  });
});

describe('figureText', () => {
  const t = ((key: string) => key) as unknown as Parameters<typeof figureText>[3];
  const row = (value: number | string | boolean) =>
    ({ amounts: {}, values: { current: value } }) as unknown as Parameters<typeof figureText>[0];
  it('prints a count or share with the decimals it has, grouped, in Khmer digits in Khmer', () => {
    expect(figureText(row(12), 'current', 'en', t)).toBe('12');
    expect(figureText(row(1234.5), 'current', 'en', t)).toBe('1,234.5');
    expect(figureText(row(0.125), 'current', 'kh', t)).toBe('០.១២៥');
    expect(figureText(row(Number.NaN), 'current', 'en', t)).toBe('–');
    expect(figureText(row(true), 'current', 'en', t)).toBe('table.yes');
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
    // The app's root UIProvider gives every screen its language (@dfr/ui's useLang).
    render(
      <UIProvider lang="kh">
        <StatementTable section={section} years={{ current: '2025' }} rounding="thousands" currency="KHR" />
      </UIProvider>,
    );
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

describe('import problems', () => {
  const broken = 'account_code,account_name,year,debit,credit\n99999,Nowhere,2025,10.5,0\n';
  const json = (body: unknown, status: number) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it("reach the screen as the engine's list, from a dry run's report and from a refused commit (422)", async () => {
    const { problems } = readTrialBalance(broken, defaultChart('crfrf'));
    expect(problems.map((p) => p.code)).toEqual(expect.arrayContaining(['unknown_account']));
    const dryRun = {
      dryRun: true,
      ok: false,
      problems,
      problemsNotShown: 0,
      warnings: [],
      warningsNotShown: 0,
      years: [],
    };
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(dryRun, 200))
      .mockResolvedValueOnce(
        json(
          {
            error: {
              code: 'IMPORT_PROBLEMS',
              message_key: 'trial_balance_invalid',
              details: { problems, problemsNotShown: 3 },
            },
          },
          422,
        ),
      );
    const file = new Blob([broken]);
    const checked = await sendTrialBalance('s1', file, { dryRun: true, fileName: 'tb.csv' });
    expect(checked.ok).toBe(false);
    expect(checked.problems).toEqual(problems);
    const refused = await sendTrialBalance('s1', file, {
      dryRun: false,
      fileName: 'tb.csv',
      version: 2,
      confirm: 'confirm',
    });
    expect(refused.ok).toBe(false);
    expect(refused.problems).toEqual(problems);
    expect('problemsNotShown' in refused && refused.problemsNotShown).toBe(3);
    const [url] = fetchSpy.mock.calls[1]!;
    expect(String(url)).toBe('/api/statements/s1/trial-balance?dryRun=false&version=2&confirm=confirm');
    fetchSpy.mockRestore();
  });

  it('are not made up from another failure', () => {
    expect(refusedImport(new Error('x'))).toBeUndefined();
  });
});

describe('validationResultOf', () => {
  it('orders genuine errors first and says whether the statement can be filed', () => {
    const stored = {
      id: 'v1',
      statementId: 's1',
      statementVersion: 3,
      jobId: null,
      genuineCount: 1,
      possibleCount: 1,
      createdAt: '2026-01-01T00:00:00Z',
      errors: [
        {
          id: 'P1',
          type: 'possible' as const,
          section: 'profitOrLoss' as const,
          title: { en: 'p', kh: 'p' },
          message: { en: 'p', kh: 'p' },
          elements: [],
        },
        {
          id: 'G1',
          type: 'genuine' as const,
          section: 'financialPosition' as const,
          title: { en: 'g', kh: 'g' },
          message: { en: 'g', kh: 'g' },
          elements: [],
        },
      ],
    };
    const result = validationResultOf(stored)!;
    expect(result.errors.map((e) => e.id)).toEqual(['G1', 'P1']);
    expect(result.errors.map((e) => e.severity)).toEqual(['genuine', 'possible']);
    expect(result.canFile).toBe(false);
    expect(result.statementVersion).toBe(3);
    expect(validationResultOf(null)).toBeNull();
  });
});

describe('ActionBar reset (ConfirmDialog)', () => {
  beforeAll(shimCssEscape);
  afterEach(cleanup);
  const record = {
    id: 's1',
    entityId: 'e1',
    reportingYear: 2025,
    stage: 'finalized' as const,
    version: 3,
    role: 'super_admin',
    settings: DEMO_SETTINGS,
  } as StatementRecord;
  const renderBar = () =>
    render(
      <MemoryRouter>
        <ActionBar statement={record} onChanged={() => undefined} />
      </MemoryRouter>,
    );

  it('goes ahead only after the word confirm is typed, and sends it with the command', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    renderBar();
    await user.click(screen.getByRole('button', { name: 'Reset status' }));
    const dialog = await screen.findByRole('alertdialog');
    const action = within(dialog).getByRole('button', { name: 'Reset status' });
    await user.type(within(dialog).getByRole('textbox'), 'yes');
    expect(action).toHaveProperty('disabled', true);
    await user.click(action);
    expect(commandCalls(fetchSpy)).toHaveLength(0);
    await user.clear(within(dialog).getByRole('textbox'));
    await user.type(within(dialog).getByRole('textbox'), ' Confirm ');
    expect(action).toHaveProperty('disabled', false);
    await user.click(action);
    await waitFor(() => expect(commandCalls(fetchSpy)).toHaveLength(1));
    const [url, init] = commandCalls(fetchSpy)[0]!;
    expect(String(url)).toMatch(/\/api\/statements\/s1\/commands\/reset$/);
    expect(JSON.parse(String(init?.body))).toEqual({ version: 3, confirm: 'confirm' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fetchSpy.mockRestore();
  });

  it('keeps the dialog open with the reason when the command fails', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        async () =>
          new Response(
            JSON.stringify({ error: { code: 'STALE_VERSION', message_key: 'errors.stale', message: 'stale' } }),
            { status: 409, headers: { 'content-type': 'application/json' } },
          ),
      );
    renderBar();
    await user.click(screen.getByRole('button', { name: 'Reset status' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'confirm');
    await user.click(within(dialog).getByRole('button', { name: 'Reset status' }));
    await waitFor(() => expect(commandCalls(fetchSpy)).toHaveLength(1));
    expect(await within(dialog).findByText(i18n.t('statement:errors.conflict'))).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect((within(dialog).getByRole('textbox') as HTMLInputElement).value).toBe('confirm');
    fetchSpy.mockRestore();
  });
});

describe('ActionBar: finalize and the approval code', () => {
  afterEach(cleanup);
  const base = {
    id: 's1',
    entityId: 'e1',
    reportingYear: 2025,
    version: 3,
    role: 'super_admin',
    settings: DEMO_SETTINGS,
  } as Omit<StatementRecord, 'stage'>;
  const ok = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

  it('finalize asks for the typed word confirm before it locks the statement', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok({}));
    render(
      <MemoryRouter>
        <ActionBar statement={{ ...base, stage: 'draft' as const }} onChanged={() => undefined} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(commandCalls(fetchSpy)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox'), 'confirm');
    await user.click(within(dialog).getByRole('button', { name: 'Finalize' }));
    await waitFor(() => expect(commandCalls(fetchSpy)).toHaveLength(1));
    const [url, init] = commandCalls(fetchSpy)[0]!;
    expect(String(url)).toMatch(/\/commands\/finalize$/);
    expect(JSON.parse(String(init?.body))).toEqual({ version: 3, confirm: 'confirm' });
    fetchSpy.mockRestore();
  });

  it('after sending the approval code it shows six code boxes; a pending code shows them after a reload too', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        ok({ statement: { ...base, stage: 'validated', version: 4 }, codeSentTo: 'dir@example.com' }),
      );
    const { unmount } = render(
      <MemoryRouter>
        <ActionBar statement={{ ...base, stage: 'validated' as const }} onChanged={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send the approval code' }));
    expect(await screen.findByText(/sent to the director at dir@example\.com/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    unmount();
    fetchSpy.mockRestore();
    const expiresAt = new Date(Date.now() + 20 * 60_000).toISOString();
    render(
      <MemoryRouter>
        <ActionBar
          statement={{
            ...base,
            stage: 'validated' as const,
            pendingCodes: { approval: { expiresAt, sentTo: 'dir@example.com' } },
          }}
          onChanged={() => undefined}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByText(/The code expires at/)).toBeTruthy();
  });

  it('says how long to wait when a new approval code is refused (issue 34), in the language shown', async () => {
    await i18n.changeLanguage('kh');
    const user = userEvent.setup();
    const error = {
      code: 'CODE_WAIT',
      message_key: 'code_wait',
      message: 'server text',
      message_params: { seconds: 42 },
    };
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        async () =>
          new Response(JSON.stringify({ error }), { status: 429, headers: { 'content-type': 'application/json' } }),
      );
    render(
      <MemoryRouter>
        <ActionBar statement={{ ...base, stage: 'validated' as const }} onChanged={() => undefined} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: i18n.t('statement:actions.approvalRequest') }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('អ្នកអាចស្នើសុំលេខកូដថ្មីបានក្នុងរយៈពេល ៤២ វិនាទីទៀត');
    await i18n.changeLanguage('en');
    expect(await screen.findByText(/You can ask for a new one in 42 seconds\./)).toBeTruthy();
    fetchSpy.mockRestore();
  });

  it('shows who approved the statement and when', async () => {
    await i18n.changeLanguage('en');
    render(
      <MemoryRouter>
        <ActionBar
          statement={{
            ...base,
            stage: 'approved' as const,
            roles: { approvedBy: { email: 'boss@example.com', at: '2026-03-02T09:30:00.000Z' } },
          }}
          onChanged={() => undefined}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Approved by boss@example\.com/)).toBeTruthy();
  });
});

function TabsHarness({ items }: { items: TabItem[] }) {
  const [selected, setSelected] = useState('b');
  return <TabSet label="Parts" tabs={items} selected={selected} onSelect={setSelected} />;
}

describe('statement Tabs (@dfr/ui)', () => {
  afterEach(cleanup);
  it('builds only the selected panel, links it to its tab and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    const built: string[] = [];
    const items = ['a', 'b', 'c'].map((id) => ({
      id,
      label: `Tab ${id}`,
      panel: () => {
        built.push(id);
        return <p>Panel {id}</p>;
      },
    }));
    render(<TabsHarness items={items} />);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Panel b');
    expect(screen.getByRole('tab', { name: 'Tab b' }).getAttribute('aria-controls')).toBe(panel.id);
    expect(new Set(built)).toEqual(new Set(['b']));
    await user.click(screen.getByRole('tab', { name: 'Tab b' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tab c' }).getAttribute('aria-selected')).toBe('true');
    const next = screen.getByRole('tabpanel');
    expect(next.textContent).toBe('Panel c');
    expect(screen.getByRole('tab', { name: 'Tab c' }).getAttribute('aria-controls')).toBe(next.id);
  });
});

describe('manual input and chart helpers', () => {
  it('accepts whole figures with separators and refuses decimals', () => {
    expect(parseFigure('1,234')).toBe(1234);
    expect(parseFigure('-50')).toBe(-50);
    expect(parseFigure('')).toBeNull();
    expect(parseFigure('12.5')).toBe('invalid');
    // @dfr/forms' amount rule: Khmer digits and spaces as typed in Khmer, nothing past a safe integer.
    expect(parseFigure('-១ ២៣៤')).toBe(-1234);
    expect(parseFigure('  ')).toBeNull();
    expect(parseFigure('12a')).toBe('invalid');
    expect(parseFigure('9007199254740993')).toBe('invalid');
  });
  it('orders accounts parents first with their depth', () => {
    const tree = accountTree([
      {
        code: '1100',
        nameEn: 'Cash',
        nameKh: '',
        parentCode: '1000',
        accountType: 'asset',
        concept: '',
        balanceType: 'debit',
        periodType: 'instant',
        mandatory: false,
        custom: false,
        version: 1,
      } as AccountRecord,
      {
        code: '1000',
        nameEn: 'Assets',
        nameKh: '',
        accountType: 'asset',
        concept: '',
        balanceType: 'debit',
        periodType: 'instant',
        mandatory: false,
        custom: false,
        version: 1,
      } as AccountRecord,
    ]);
    expect(tree.map((r) => [r.account.code, r.depth])).toEqual([
      ['1000', 0],
      ['1100', 1],
    ]);
  });
});

describe('NotesForm', () => {
  /** A draft statement the notes belong to. */
  const record = {
    id: 's1',
    entityId: 'e1',
    reportingYear: 2025,
    stage: 'draft' as const,
    version: 3,
    settings: DEMO_SETTINGS,
  } as StatementRecord;

  it('refuses SDGs the entity has not chosen, in the interface language, before anything is sent', async () => {
    await i18n.changeLanguage('en');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<NotesForm statement={record} notes={null} entitySdgs={[8]} editable onSaved={() => undefined} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Goal 3:/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save note data' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringMatching(/SDG/i));
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('focuses the field a validation error names (issue 21, defect 5)', async () => {
    await i18n.changeLanguage('en');
    const first = render(
      <NotesForm statement={record} notes={null} editable onSaved={() => undefined} focusField="employees.female" />,
    );
    // @dfr/ui's NumberField: a text box described as a number field.
    const female = within(first.container).getByRole('textbox', { name: 'Female employees' });
    expect(female.getAttribute('aria-roledescription')).toBe('Number field');
    expect(document.activeElement).toBe(female);
    first.unmount();
    const second = render(
      <NotesForm statement={record} notes={null} editable onSaved={() => undefined} focusField="sdgs" />,
    );
    expect(document.activeElement).toBe(within(second.container).getByRole('checkbox', { name: /^Goal 1:/ }));
  });

  it('sends the related party amounts typed by hand (issue 36); notes saved before them start at zero', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ ...record, version: 4 }), { status: 200 }));
    const { relatedParties: _none, ...saved } = emptyNoteData();
    const onSaved = vi.fn();
    render(<NotesForm statement={record} notes={saved as NoteData} editable onSaved={onSaved} />);
    const kmp = screen.getByRole('textbox', { name: 'Key management personnel compensation' });
    expect((kmp as HTMLInputElement).value).toBe('0');
    await user.clear(kmp);
    await user.type(kmp, '48000000');
    await user.click(screen.getByRole('button', { name: 'Save note data' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = fetchSpy.mock.calls.find((call) => String(call[0]).includes('/notes'))!;
    const body = JSON.parse(String((put[1] as RequestInit).body));
    expect(body.data.relatedParties).toMatchObject({ keyManagementCompensation: 48000000, amountsPayable: 0 });
    fetchSpy.mockRestore();
    cleanup();
    // In Khmer: the group and its fields in the glossary's words.
    await i18n.changeLanguage('kh');
    render(
      <UIProvider lang="kh">
        <NotesForm statement={record} notes={null} editable onSaved={() => undefined} />
      </UIProvider>,
    );
    expect(screen.getByRole('group', { name: 'ភាគីពាក់ព័ន្ធ' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'ប្រាក់តបស្នងបុគ្គលិកគ្រប់គ្រងសំខាន់ៗ' })).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
