import { LEGAL_FORM_LABELS, PROVINCES } from '@dfr/forms/rules';
import { buildStatements, DEMO_SETTINGS, demoTrialBalance } from '@dfr/statement-engine';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Computed } from '../../api/types';
import { greetingKey } from '../../features/dashboard/deadline';
import type { IndustryBenchmarks } from '../../features/statement/api';
import i18n from '../../i18n';
import { entityFixture, meFixture, renderWithApi, signedIn, statementFixture } from '../../test/apiStub';
import { text } from '../../test/renderScreen';
import Overview from '.';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const entity = entityFixture();
const filed = statementFixture({ reportingYear: 2024, stage: 'accepted' });
const next = statementFixture({ reportingYear: 2025, stage: 'draft' });
const computed: Computed = {
  ...buildStatements({ settings: DEMO_SETTINGS, trialBalance: demoTrialBalance() }),
  statementId: next.id,
  statementVersion: 1,
};
const tooFew: IndustryBenchmarks = { industry: 'agriculture', year: 2025, contributors: 2, minimum: 5, medians: null };
const namespaces = ['dashboard', 'entities'];

/** The dashboard's level-1 heading: the greeting of the hour with the user's name (the e-mail's local part). */
const greeting = (lang: 'en' | 'kh') =>
  i18n.getFixedT(lang)('dashboard:greeting.with_name', {
    greeting: text(lang, `dashboard:greeting.${greetingKey(new Date().getHours())}`),
    name: 'dara',
  });

describe('Overview', () => {
  it.each(['en', 'kh'] as const)(
    'greets the user, shows the entity, the next year to file and every statement (%s)',
    async (lang) => {
      await renderWithApi(
        <Overview />,
        lang,
        [
          ...signedIn(entity),
          { path: `/api/entities/${entity.id}/statements`, body: { statements: [filed, next] } },
          { path: `/api/statements/${next.id}/computed`, body: computed },
          { path: `/api/statements/${next.id}/industry-benchmarks`, body: tooFew },
        ],
        namespaces,
        '/overview',
      );
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(greeting(lang));
      expect(await screen.findByText(entity.nameEn)).toBeTruthy();
      // The legal form and the province by @dfr/forms' labels, in the reader's language (fetched after the first paint).
      expect(await screen.findByText(LEGAL_FORM_LABELS.privateLimitedCompany[lang])).toBeTruthy();
      const province = PROVINCES.find((p) => p.code === entity.province);
      expect(await screen.findByText(province?.name[lang] ?? 'no such province')).toBeTruthy();
      const filing = screen.getByRole('region', { name: text(lang, 'dashboard:filing.title') });
      expect(
        within(filing).getByText(i18n.getFixedT(lang)('dashboard:filing.year', { year: 2025 }), { exact: false }),
      ).toBeTruthy();
      const list = screen.getByRole('region', { name: text(lang, 'dashboard:statements.title') });
      expect(within(list).getAllByRole('row')).toHaveLength(3);
      // Too few filings of the industry: the reason, never another entity's figures.
      await waitFor(() =>
        expect(document.querySelector('[data-industry="not-enough"]')?.textContent).toBe(
          i18n.getFixedT(lang)('dashboard:benchmarks.industry_too_few', { count: 2, minimum: 5 }),
        ),
      );
    },
  );

  it.each(['en', 'kh'] as const)('asks a user without an entity to create one (%s)', async (lang) => {
    await renderWithApi(
      <Overview />,
      lang,
      [
        { path: '/api/me', body: meFixture() },
        { path: '/api/entities', body: { entities: [] } },
      ],
      namespaces,
    );
    expect(await screen.findByText(text(lang, 'dashboard:no_entity.title'))).toBeTruthy();
    expect(screen.getByRole('link', { name: text(lang, 'dashboard:no_entity.action') }).getAttribute('href')).toBe(
      '/onboarding',
    );
  });
});
