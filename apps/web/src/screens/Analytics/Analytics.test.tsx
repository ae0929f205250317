import { buildStatements, DEMO_SETTINGS, demoTrialBalance } from '@dfr/statement-engine';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Computed, DASHBOARD_RATIOS } from '../../api/types';
import { formatRatio } from '../../features/dashboard/format';
import { entityFixture, renderWithApi, signedIn, statementFixture } from '../../test/apiStub';
import { text } from '../../test/renderScreen';
import Analytics from '.';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const entity = entityFixture();
const years = [statementFixture({ reportingYear: 2024 }), statementFixture({ reportingYear: 2025 })];
const computed = (statementId: string): Computed => ({
  ...buildStatements({ settings: DEMO_SETTINGS, trialBalance: demoTrialBalance() }),
  statementId,
  statementVersion: 1,
});
const statementsRoute = (statements: typeof years) => ({
  path: `/api/entities/${entity.id}/statements`,
  body: { statements },
});

describe('Analytics', () => {
  it.each(['en', 'kh'] as const)('tabulates each year’s ratios from its computed statements (%s)', async (lang) => {
    await renderWithApi(
      <Analytics />,
      lang,
      [
        ...signedIn(entity),
        statementsRoute(years),
        ...years.map((s) => ({ path: `/api/statements/${s.id}/computed`, body: computed(s.id) })),
      ],
      ['analytics', 'dashboard'],
      '/analytics',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      text(lang, 'common:title.financial_reporting_Analysis'),
    );
    const table = await screen.findByRole('table', { name: text(lang, 'analytics:table_caption') });
    // Years are labels in the reader's digits: Khmer digits on a Khmer screen, in the table and the charts' axes.
    const year = (ascii: string, khmer: string) => (lang === 'kh' ? khmer : ascii);
    const row = within(table)
      .getByRole('rowheader', { name: year('2025', '២០២៥') })
      .closest('tr')!;
    const current = computed(years[1]!.id).ratios.current.currentRatio;
    expect(current).not.toBeNull();
    expect(row.textContent).toContain(formatRatio('currentRatio', current, lang));
    expect(within(table).getByRole('rowheader', { name: year('2024', '២០២៤') })).toBeTruthy();
    const charts = screen.getAllByRole('figure');
    expect(charts).toHaveLength(DASHBOARD_RATIOS.length);
    for (const chart of charts) {
      const axis = [...chart.querySelectorAll('svg text')].map((label) => label.textContent);
      expect(axis).toEqual(expect.arrayContaining([year('2024', '២០២៤'), year('2025', '២០២៥')]));
      if (lang === 'kh') expect(chart.textContent).not.toMatch(/20[0-9]{2}/);
    }
  });

  it.each(['en', 'kh'] as const)('says there is nothing to analyse without a statement (%s)', async (lang) => {
    await renderWithApi(<Analytics />, lang, [...signedIn(entity), statementsRoute([])], ['analytics', 'dashboard']);
    expect(await screen.findByText(text(lang, 'analytics:empty_title'))).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
