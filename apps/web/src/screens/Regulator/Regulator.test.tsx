import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/apiStub';
import { renderInApp, submissionFixture, text } from '../../test/screenProviders';
import Regulator from '.';

const namespaces = ['regulator', 'shell'];

describe('Regulator', () => {
  it.each(['en', 'kh'] as const)(
    'staff see the submissions to decide, the entity named in their language (%s)',
    async (lang) => {
      const row = { ...submissionFixture(), entityNameEn: 'Mekong Rice Co., Ltd.', entityNameKh: 'ក្រុមហ៊ុន មេគង្គ អង្ករ' };
      await renderInApp(
        <Regulator />,
        lang,
        [
          ...signedIn(undefined, { regulator: true, regulatorRoles: ['administrator'] }),
          { path: '/api/regulator/submissions', body: { submissions: [row] } },
        ],
        { namespaces, path: '/regulator' },
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text(lang, 'regulator:title'));
      expect(
        screen.getByRole('tab', { name: text(lang, 'regulator:tab.submissions') }).getAttribute('aria-selected'),
      ).toBe('true');
      const table = await screen.findByRole('table', { name: text(lang, 'regulator:tab.submissions') });
      const [, tr] = within(table).getAllByRole('row');
      expect(within(tr!).getByRole('rowheader').textContent).toBe(row.receiptNumber);
      expect(within(tr!).getByText(lang === 'kh' ? row.entityNameKh : row.entityNameEn)).toBeTruthy();
      expect(within(tr!).getByRole('button', { name: text(lang, 'regulator:submissions.accept') })).toBeTruthy();
    },
  );

  it.each([
    ['en', '2025'],
    ['kh', '២០២៥'],
  ] as const)("the compliance tab labels each entity's years in the reader's digits (%s)", async (lang, year) => {
    const entity = {
      entityId: 'ent-1',
      nameEn: 'Mekong Rice Co., Ltd.',
      nameKh: 'ក្រុមហ៊ុន មេគង្គ អង្ករ',
      registrationNumber: '00012345',
      eligibility: { eligible: true },
      overdue: false,
      nextDeadline: '2026-04-30',
      years: [{ year: 2025, stage: 'draft', submission: 'missing', deadline: '2026-04-30', overdue: false }],
    };
    await renderInApp(
      <Regulator />,
      lang,
      [
        ...signedIn(undefined, { regulator: true, regulatorRoles: ['administrator'] }),
        {
          path: '/api/regulator/compliance',
          body: { entities: [entity], page: 1, pageSize: 25, total: 1, counts: { all: 1, overdue: 0 } },
        },
      ],
      { namespaces, path: '/regulator?tab=compliance' },
    );
    const table = await screen.findByRole('table', { name: text(lang, 'regulator:tab.compliance') });
    const label = table.querySelector('td div');
    expect(label?.textContent?.startsWith(`${year}: `)).toBe(true);
  });

  it.each(['en', 'kh'] as const)(
    'a member who is not regulator staff is told the desk is not theirs (%s)',
    async (lang) => {
      await renderInApp(<Regulator />, lang, signedIn(), { namespaces, path: '/regulator' });
      expect(await screen.findByText(text(lang, 'regulator:staff_only'))).toBeTruthy();
      expect(screen.queryByRole('tab')).toBeNull();
    },
  );
});
