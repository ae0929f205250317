import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/apiStub';
import { renderInApp, submissionFixture, text } from '../../test/screenProviders';
import Submitted from '.';

const options = { namespaces: ['statement', 'shell'], path: '/submited' };
const submissionsOf = (body: unknown) => ({ path: '/api/entities/ent-1/submissions', body });

describe('Submitted', () => {
  it.each(['en', 'kh'] as const)(
    "lists the entity's filings with their receipts and the regulator's reasons (%s)",
    async (lang) => {
      const rejected = submissionFixture({ status: 'rejected', reasons: 'Note 4 is missing.' });
      await renderInApp(
        <Submitted />,
        lang,
        [...signedIn(), submissionsOf({ submissions: [rejected], eligibility: { eligible: true } })],
        options,
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text(lang, 'statement:submitted.title'));
      const table = await screen.findByRole('table', { name: text(lang, 'statement:submitted.caption') });
      const rows = within(table).getAllByRole('row');
      expect(rows).toHaveLength(2);
      expect(within(rows[1]!).getByText(rejected.receiptNumber)).toBeTruthy();
      expect(within(rows[1]!).getByText(/Note 4 is missing\./)).toBeTruthy();
      expect(within(rows[1]!).getByRole('button', { name: 'statements.xhtml' })).toBeTruthy();
    },
  );

  it.each(['en', 'kh'] as const)('with nothing filed and no credential, says both (%s)', async (lang) => {
    await renderInApp(
      <Submitted />,
      lang,
      [...signedIn(), submissionsOf({ submissions: [], eligibility: { eligible: false, reason: 'no_credential' } })],
      options,
    );
    expect(await screen.findByText(text(lang, 'statement:submitted.none'))).toBeTruthy();
    expect(screen.getByText(text(lang, 'statement:submitted.not_eligible.no_credential'))).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
