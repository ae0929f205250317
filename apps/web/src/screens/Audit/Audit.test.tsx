import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { entityFixture, signedIn } from '../../test/apiStub';
import { renderInApp, text } from '../../test/screenProviders';
import Regulator from '../Regulator';
import Audit from '.';

const row = (over: Record<string, unknown>) => ({
  id: 7,
  at: '2026-03-02T08:15:00.000Z',
  actor: 'u-1',
  actorEmail: 'dara@example.com',
  action: 'member.role',
  subjectType: 'membership',
  subjectId: 'm-1',
  entityId: 'ent-1',
  entityNameEn: 'Mekong Rice Co., Ltd.',
  entityNameKh: 'ក្រុមហ៊ុន មេគង្គ អង្ករ',
  statementId: null,
  reportingYear: null,
  from: 'viewer',
  to: 'preparer',
  ...over,
});

/** Issue 32: the audit trail (an entity's admins) and the desk's statistics, read in the reader's language. */
describe('audit trail and statistics', () => {
  it.each(['en', 'kh'] as const)('an admin reads who did what, from which state to which (%s)', async (lang) => {
    const entity = entityFixture({ role: 'admin' });
    await renderInApp(
      <Audit />,
      lang,
      [
        ...signedIn(entity),
        {
          path: `/api/entities/${entity.id}/audit`,
          body: {
            rows: [
              row({}),
              row({ id: 6, action: 'statement.finalize', from: 'draft', to: 'finalized', reportingYear: 2025 }),
            ],
            next: null,
            people: [{ id: 'u-1', email: 'dara@example.com' }],
            statements: [{ id: 's-1', reportingYear: 2025 }],
          },
        },
      ],
      { namespaces: ['audit', 'shell', 'users'], path: '/audit' },
    );
    const table = await screen.findByRole('table', { name: text(lang, 'audit:title') });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText(text(lang, 'audit:action.member.role'))).toBeTruthy();
    expect(first!.textContent).toContain(lang === 'kh' ? 'អ្នកមើល → អ្នករៀបចំ' : 'Viewer → Preparer');
    expect(second!.textContent).toContain(lang === 'kh' ? 'ឆ្នាំ ២០២៥' : 'Year 2025');
    expect(second!.textContent).toContain(
      `${text(lang, 'shell:status.draft')} → ${text(lang, 'shell:status.finalized')}`,
    );
    expect(screen.getByRole('button', { name: text(lang, 'audit:export') })).toBeTruthy();
  });

  it.each([
    ['en', '2024', '62.5%'],
    ['kh', '២០២៤', '៦២.៥%'],
  ] as const)("the desk's statistics read in the reader's language and digits (%s)", async (lang, year, rate) => {
    const group = { key: 'kampot', entities: 8, filed: 5, onTime: 4, filingRate: 0.625 };
    await renderInApp(
      <Regulator />,
      lang,
      [
        ...signedIn(undefined, { regulator: true }),
        {
          path: '/api/regulator/statistics',
          body: {
            year: 2024,
            entities: 8,
            filed: 5,
            filingRate: 0.625,
            onTime: 4,
            onTimeShare: 0.8,
            byProvince: [group],
            byIndustry: [{ ...group, key: null }],
            bySize: [{ ...group, key: 'small' }],
            fees: {
              currency: 'KHR',
              invoiced: { count: 5, amount: 2_000_000 },
              paid: { count: 4, amount: 1_600_000 },
              received: { count: 3, amount: 1_200_000 },
            },
          },
        },
      ],
      { namespaces: ['regulator', 'shell'], path: '/regulator?tab=statistics' },
    );
    expect(
      await screen.findByRole('heading', {
        name: text(lang, 'regulator:statistics.heading').replace('{{year}}', year),
      }),
    ).toBeTruthy();
    expect(screen.getAllByText(rate).length).toBeGreaterThan(0);
    expect(screen.getAllByText(lang === 'kh' ? 'កំពត' : 'Kampot').length).toBeGreaterThan(0);
  });
});
