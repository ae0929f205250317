import { and, eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { REPORTING_YEAR_MIN, reportingYearMax } from '@dfr/forms/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityUsers, invoices, notifications, statements, submissions } from '../../db/schema';
import { DEMO_EMAIL, REGULATOR_EMAIL, REGULATOR_PASSWORD } from '../../demo/seed';
import { EfilingError } from '../../filing/efiling';
import { regulatorService } from '../desk/service';
import { CREDENTIAL_REQUEST_STATUSES, SUBMISSION_STATUSES } from '../../statuses';
import { type Harness, startHarness, type TestUser } from '../../test/harness';

/** The compliance list's first page, large enough for every entity of a test. */
const ALL_ENTITIES = { page: 1, pageSize: 100 };

/**
 * Submitting to the regulator and the regulator's desk, over HTTP: every guard of submit, the package and its
 * e-filing receipt, an adapter failure that leaves nothing behind, credential requests answered, accept and reject.
 */
let h: Harness;
let demo: TestUser;
let preparer: TestUser;
let regulator: TestUser;
let statementId: string;
let entityId: string;
let pendingFolder = '';

const submit = (as: TestUser, json: Record<string, unknown>) =>
  h.call('POST', `/api/statements/${statementId}/commands/submit`, { as, json });
const current = async () => (await h.call('GET', `/api/statements/${statementId}`, { as: demo })).data;

/** Test setup: the statement approved and its fee paid, written directly (the payment path has its own tests). */
async function paidStatement() {
  // A version step, as every write makes (the API's row cache follows versions).
  await h.deps.db
    .update(statements)
    .set({ stage: 'paid', version: sql`${statements.version} + 1` })
    .where(eq(statements.id, statementId));
  await h.deps.db
    .insert(invoices)
    .values({
      id: 'inv-2025',
      entityId,
      statementId,
      reportingYear: 2025,
      number: 'INV-2026-000777',
      date: '2026-01-10',
      amountDue: 400_000,
      currency: 'KHR',
      status: 'paid',
    })
    .onConflictDoNothing();
  return (await current()).version as number;
}

beforeAll(async () => {
  h = await startHarness();
  ({ statementId, entityId, demo } = await h.demo());
  regulator = await h.signIn(REGULATOR_EMAIL, REGULATOR_PASSWORD);
  preparer = await h.user('preparer@example.com');
  await h.deps.db.update(identityUsers).set({ locale: 'kh' }).where(eq(identityUsers.email, preparer.email));
  await h.addMember(demo, entityId, preparer, 'preparer');
});
afterAll(() => h.close());

describe('submit', () => {
  it('is refused before the fee is paid, without confirm, for a preparer, with a stale version, and when not eligible', async () => {
    const conditions = async () =>
      (await h.call('GET', `/api/statements/${statementId}/submission-conditions`, { as: preparer })).data;
    expect((await conditions()).conditions).toEqual([
      { key: 'credential', met: false },
      { key: 'not_suspended', met: true },
      { key: 'approved', met: false },
      { key: 'fee_paid', met: false },
    ]);
    const draft = (await current()).version;
    expect((await submit(demo, { version: draft, confirm: 'confirm' })).status).toBe(409);
    const v = await paidStatement();
    expect((await submit(demo, { version: v })).status).toBe(422);
    expect((await submit(preparer, { version: v, confirm: 'confirm' })).status).toBe(403);
    expect((await submit(demo, { version: v - 1, confirm: 'confirm' })).status).toBe(409);
    const notEligible = await submit(demo, { version: v, confirm: 'confirm' });
    expect(notEligible.status).toBe(403);
    expect(notEligible.data.error.message_key).toBe('not_eligible_for_submission');
    expect(notEligible.data.error.details).toEqual({ reason: 'no_credential' });
    expect(await conditions()).toMatchObject({
      eligibility: { eligible: false, reason: 'no_credential' },
      conditions: [
        { key: 'credential', met: false },
        { key: 'not_suspended', met: true },
        { key: 'approved', met: true },
        { key: 'fee_paid', met: true },
      ],
    });
    expect((await h.call('GET', `/api/entities/${entityId}/submissions`, { as: demo })).data.eligibility).toEqual({
      eligible: false,
      reason: 'no_credential',
    });
  });

  it('the regulator issues the credential; the entity becomes eligible', async () => {
    const asked = await h.call('POST', `/api/entities/${entityId}/credential-requests`, {
      as: demo,
      json: { registrationNumber: '00012345', contactEmail: 'dara@example.com' },
    });
    expect(asked.status, JSON.stringify(asked.data)).toBe(201);
    const pending = await h.call('GET', '/api/regulator/credential-requests?status=pending', { as: regulator });
    expect(pending.data.requests.map((r: { id: string }) => r.id)).toContain(asked.data.id);
    expect((await h.call('GET', '/api/regulator/credential-requests', { as: demo })).status).toBe(403);
    expect((await h.call('GET', '/api/regulator/credential-requests')).status).toBe(401);
    const refused = await h.call('POST', `/api/regulator/credential-requests/${asked.data.id}/reject`, {
      as: regulator,
      json: {},
    });
    expect(refused.status).toBe(422);
    const ok = await h.call('POST', `/api/regulator/credential-requests/${asked.data.id}/approve`, {
      as: regulator,
      json: {},
    });
    expect(ok.status).toBe(200);
    expect(ok.data.status).toBe('approved');
    // The requester is told by e-mail (through the outbox), besides the notification.
    const told = await h.latestEmail('dara@example.com');
    expect(told).toMatchObject({ template: 'credentialDecision' });
    expect(told!.subject).toContain('Connection approved');
    expect(
      (await h.call('POST', `/api/regulator/credential-requests/${asked.data.id}/approve`, { as: regulator, json: {} }))
        .status,
    ).toBe(409);
    expect((await h.call('GET', `/api/entities/${entityId}/submissions`, { as: demo })).data.eligibility).toEqual({
      eligible: true,
    });
  });

  it('a suspended entity may not submit until the regulator restores it', async () => {
    const path = `/api/regulator/entities/${entityId}/eligibility`;
    expect((await h.call('POST', path, { as: demo, json: { eligible: false } })).status).toBe(403);
    const off = await h.call('POST', path, { as: regulator, json: { eligible: false } });
    expect(off.data.eligibility).toEqual({ eligible: false, reason: 'suspended' });
    const v = (await current()).version;
    const refused = await submit(demo, { version: v, confirm: 'confirm' });
    expect(refused.status).toBe(403);
    expect(refused.data.error.message_key).toBe('not_eligible_for_submission');
    const on = await h.call('POST', path, { as: regulator, json: { eligible: true } });
    expect(on.data.eligibility).toEqual({ eligible: true });
  });

  it('an e-filing failure leaves the statement paid, nothing recorded, and the package pending as it was', async () => {
    const v = (await current()).version;
    const real = h.deps.efiling;
    h.deps.efiling = {
      mode: 'remote',
      send: async () => {
        throw new EfilingError('HTTP 503');
      },
    };
    const res = await submit(demo, { version: v, confirm: 'confirm' });
    h.deps.efiling = real;
    expect(res.status).toBe(502);
    expect(res.data.error.message_key).toBe('efiling_submission_error');
    expect((await current()).stage).toBe('paid');
    expect(await h.deps.db.select().from(submissions)).toHaveLength(0);
    // The package stays stored and pending, so the next attempt sends the same bytes under the same key.
    const dir = path.join(h.deps.env.dataDir, 'filings');
    const folders = fs.readdirSync(dir);
    expect(folders).toHaveLength(1);
    expect(fs.readdirSync(path.join(dir, folders[0]!))).toContain('.pending.json');
    pendingFolder = folders[0]!;
  });

  it('files the package (XBRL and Inline XBRL) with an e-filing receipt and tells the members', async () => {
    const v = (await current()).version;
    const res = await submit(demo, { version: v, confirm: 'confirm' });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data.statement.stage).toBe('submitted');
    expect(res.data.submission.receiptNumber).toMatch(/^EF-\d{4}-000001$/);
    // The pending package of the failed attempt is the one filed, and it is no longer pending.
    expect(res.data.submission.id).toBe(pendingFolder);
    expect(fs.readdirSync(path.join(h.deps.env.dataDir, 'filings', pendingFolder))).not.toContain('.pending.json');
    expect(res.data.submission.files.map((f: { name: string }) => f.name)).toEqual([
      'financial-statements-2025-xbrl.zip',
      'financial-statements-2025.xhtml',
      'financial-statements-2025.pdf',
      'manifest.json',
    ]);
    // The receipt states the package's hash (the manifest's sha256) and what the receiver's check found.
    expect(res.data.submission.packageHash).toMatch(/^[0-9a-f]{64}$/);
    expect(res.data.submission.checks).toMatchObject({ problems: [], factCount: expect.any(Number) });
    const list = (await h.call('GET', `/api/entities/${entityId}/submissions`, { as: preparer })).data.submissions;
    expect(list).toEqual([
      expect.objectContaining({ status: 'received', receiptNumber: res.data.submission.receiptNumber }),
    ]);
    const told = await h.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, preparer.sub), eq(notifications.messageKey, 'notification.submitted')));
    expect(told).toHaveLength(1);
    const receipt = res.data.submission.receiptNumber;
    expect(told[0]).toMatchObject({ kind: 'submission', link: '/submited', params: { year: 2025, receipt } });
    expect(told[0]!.params).not.toHaveProperty('reasons');
    const mail = await h.latestEmail(DEMO_EMAIL);
    expect(mail).toMatchObject({ template: 'filingDecision' });
    expect(mail!.subject).toContain(`Filed with the regulator`);
    expect(mail!.text).toContain(`${h.deps.env.publicUrl}/submited`);
    // The entity's members download the package as it was sent: the manifest names every file by its sha256.
    const base = `/api/entities/${entityId}/submissions/${res.data.submission.id}/files`;
    const manifest = await h.call('GET', `${base}/manifest.json`, { as: preparer });
    expect(manifest.status).toBe(200);
    const listed = manifest.data.files.map((f: { name: string; sha256: string }) => [f.name, f.sha256]);
    expect(listed).toEqual(
      res.data.submission.files
        .filter((f: { name: string }) => f.name !== 'manifest.json')
        .map((f: { name: string; sha256: string }) => [f.name, f.sha256]),
    );
    expect((await h.call('GET', `${base}/nope.pdf`, { as: preparer })).status).toBe(404);
    const outsider = await h.user('not-a-member@example.com');
    expect((await h.call('GET', `${base}/manifest.json`, { as: outsider })).status).toBe(404);
    expect(mail!.text).toContain(res.data.submission.receiptNumber);
  });
});

describe("the regulator's desk", () => {
  let submissionId: string;

  it('lists received submissions and serves their files', async () => {
    const res = await h.call('GET', '/api/regulator/submissions?status=received', { as: regulator });
    expect(res.status).toBe(200);
    submissionId = res.data.submissions[0].id;
    expect(res.data.submissions[0]).toMatchObject({ entityNameEn: expect.any(String), reportingYear: 2025 });
    const zip = await h.deps.db.select().from(submissions).where(eq(submissions.id, submissionId));
    expect(zip[0]!.files).toHaveLength(4);
    const file = await h.call(
      'GET',
      `/api/regulator/submissions/${submissionId}/files/financial-statements-2025.xhtml`,
      {
        as: regulator,
      },
    );
    expect(file.status).toBe(200);
    expect(String(file.data)).toContain('ix:');
    expect(
      (await h.call('GET', `/api/regulator/submissions/${submissionId}/files/../../secret`, { as: regulator })).status,
    ).toBe(404);
    expect((await h.call('GET', '/api/regulator/submissions', { as: demo })).status).toBe(403);
  });

  it('filters by each status the submissions column holds, and by no other', async () => {
    for (const status of SUBMISSION_STATUSES) {
      const res = await h.call('GET', `/api/regulator/submissions?status=${status}`, { as: regulator });
      expect(res.status, status).toBe(200);
      for (const row of res.data.submissions) expect(row.status).toBe(status);
    }
    expect((await h.call('GET', '/api/regulator/submissions?status=pending', { as: regulator })).status).toBe(422);
    for (const status of CREDENTIAL_REQUEST_STATUSES)
      expect(
        (await h.call('GET', `/api/regulator/credential-requests?status=${status}`, { as: regulator })).status,
      ).toBe(200);
    expect((await h.call('GET', '/api/regulator/credential-requests?status=received', { as: regulator })).status).toBe(
      422,
    );
  });

  it("filters by year with @dfr/forms' reporting-year rule (Khmer digits read, out of range refused on its field)", async () => {
    const year = async (q: string) => h.call('GET', `/api/regulator/submissions?year=${q}`, { as: regulator });
    const of2025 = await year('2025');
    expect(of2025.status).toBe(200);
    expect(of2025.data.submissions.map((s: { id: string }) => s.id)).toContain(submissionId);
    expect((await year('\u17e2\u17e0\u17e2\u17e5')).data).toEqual(of2025.data);
    expect((await year('2024')).data.submissions).toEqual([]);
    for (const out of [String(REPORTING_YEAR_MIN - 1), String(reportingYearMax() + 1), 'last']) {
      const res = await year(out);
      expect(res.status, out).toBe(422);
      expect(res.data.error.field_keys.year, out).toBe('reporting_year_range');
    }
  });

  it('rejects with reasons: the statement goes back to draft and the entity reads why', async () => {
    expect(
      (await h.call('POST', `/api/regulator/submissions/${submissionId}/reject`, { as: regulator, json: {} })).status,
    ).toBe(422);
    const res = await h.call('POST', `/api/regulator/submissions/${submissionId}/reject`, {
      as: regulator,
      json: { reasons: 'Note 12 is missing the shareholders.' },
    });
    expect(res.status).toBe(200);
    expect((await current()).stage).toBe('draft');
    // A rejected year is open again: overdue once its deadline has passed, not before.
    const late = (await regulatorService.compliance(h.deps, ALL_ENTITIES, '2027-01-01')).entities.find(
      (e) => e.entityId === entityId,
    )!;
    expect(late.overdue).toBe(true);
    expect(late.years.find((y) => y.year === 2025)).toMatchObject({ submission: 'rejected', overdue: true });
    const early = (await regulatorService.compliance(h.deps, ALL_ENTITIES, '2025-06-01')).entities.find(
      (e) => e.entityId === entityId,
    )!;
    expect(early).toMatchObject({ overdue: false, nextDeadline: expect.stringMatching(/^2026-0[47]-20$/) });
    const mail = await h.latestEmail(DEMO_EMAIL);
    expect(mail).toMatchObject({ template: 'filingDecision' });
    expect(mail!.subject).toContain('Rejected by the regulator');
    expect(mail!.text).toContain('Note 12 is missing the shareholders.');
    expect(mail!.text).toContain(`${h.deps.env.publicUrl}/submited`);
    const [told] = await h.deps.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, preparer.sub), eq(notifications.messageKey, 'notification.submission_rejected')),
      );
    expect(told).toMatchObject({
      kind: 'submission',
      link: '/submited',
      params: { year: 2025, reasons: 'Note 12 is missing the shareholders.' },
    });
    // A member who chose Khmer reads it in Khmer.
    const khmer = await h.latestEmail(preparer.email);
    expect(khmer!.subject).toContain('និយ័តករបានបដិសេធ');
    const mine = (await h.call('GET', `/api/entities/${entityId}/submissions`, { as: demo })).data.submissions;
    expect(mine[0]).toMatchObject({ status: 'rejected', reasons: 'Note 12 is missing the shareholders.' });
    expect(
      (await h.call('POST', `/api/regulator/submissions/${submissionId}/accept`, { as: regulator, json: {} })).status,
    ).toBe(409);
  });

  it('accepts a filing: the statement is accepted and shared by a revocable link any signed-in user may read', async () => {
    const shares = `/api/statements/${statementId}/shares`;
    // Not accepted yet: nothing to share.
    const early = await h.call('POST', shares, { as: demo });
    expect(early.status).toBe(409);
    expect(early.data.error.message_key).toBe('share_not_accepted');
    const v = await paidStatement();
    const filed = await submit(demo, { version: v, confirm: 'confirm' });
    expect(filed.status).toBe(200);
    const ok = await h.call('POST', `/api/regulator/submissions/${filed.data.submission.id}/accept`, {
      as: regulator,
      json: {},
    });
    expect(ok.status).toBe(200);
    expect((await current()).stage).toBe('accepted');
    expect((await h.latestEmail(DEMO_EMAIL))!.subject).toContain('Accepted by the regulator');
    // Sharing is the super admin's or an admin's; a preparer may read the links, not make them.
    expect((await h.call('POST', shares, { as: preparer })).status).toBe(403);
    const link = await h.call('POST', shares, { as: demo });
    expect(link.status).toBe(201);
    expect(link.data.path).toBe(`/public/${link.data.id}`);
    expect((await h.call('GET', shares, { as: preparer })).data.shares).toEqual([
      expect.objectContaining({ id: link.data.id, revokedAt: null }),
    ]);
    const open = `/api/public/shares/${link.data.id}`;
    expect((await h.call('GET', open)).status).toBe(401);
    const outsider = await h.user('outsider@example.com');
    const pub = await h.call('GET', open, { as: outsider });
    expect(pub.status).toBe(200);
    // The filed statements only: nothing else of the entity (its members, its invoices, the director's e-mail).
    expect(Object.keys(pub.data).sort()).toEqual(['acceptedAt', 'computed', 'receiptNumber', 'statement']);
    expect(Object.keys(pub.data.statement).sort()).toEqual(['id', 'reportingYear', 'stage', 'version']);
    const text = JSON.stringify(pub.data);
    for (const secret of [DEMO_EMAIL, preparer.email, 'INV-', 'dara@example.com', 'directorEmail'])
      expect(text).not.toContain(secret);
    expect(pub.data).toMatchObject({ statement: { reportingYear: 2025, stage: 'accepted' } });
    expect(pub.data.computed).toBeTruthy();
    // The statement's id is not a link: only share ids open.
    const byStatement = await h.call('GET', `/api/public/shares/${statementId}`, { as: outsider });
    expect(byStatement.status).toBe(404);
    expect(byStatement.data.error.message_key).toBe('share_not_found');
    // Revoked: the link says so, in both languages; revoking twice is a conflict.
    expect((await h.call('DELETE', `${shares}/${link.data.id}`, { as: demo })).status).toBe(200);
    const revoked = await h.call('GET', open, { as: outsider });
    expect(revoked.status).toBe(410);
    expect(revoked.data.error.message_key).toBe('share_revoked');
    expect((await h.call('GET', open, { as: outsider, lang: 'km-KH' })).data.error.message).toBe(
      'តំណចែករំលែកនេះត្រូវបានអង្គភាពដកហូតវិញ។',
    );
    expect((await h.call('DELETE', `${shares}/${link.data.id}`, { as: demo })).status).toBe(409);
    const compliance = await h.call('GET', '/api/regulator/compliance', { as: regulator });
    const mine = compliance.data.entities.find((e: { entityId: string }) => e.entityId === entityId);
    expect(mine.years.find((y: { year: number }) => y.year === 2025)).toMatchObject({
      submission: 'accepted',
      overdue: false,
    });
    expect(
      (await regulatorService.compliance(h.deps, ALL_ENTITIES, '2027-01-01')).entities.find(
        (e) => e.entityId === entityId,
      ),
    ).toMatchObject({ overdue: false, nextDeadline: null });
    expect(mine.eligibility).toEqual({ eligible: true });
  });
});
