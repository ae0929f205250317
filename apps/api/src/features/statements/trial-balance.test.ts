import { demoTrialBalanceCsv, RULE_FIX_FIELDS, RULE_NOTE_FIELDS } from '@dfr/statement-engine';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountRepo } from '../accounts/repository';
import { settleJobs } from '../jobs/service';
import { entityBody, type Harness, startHarness, type TestUser } from '../../test/harness';

let h: Harness;
let owner: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let statementId: string;
let version: number;

const csv = demoTrialBalanceCsv();

beforeAll(async () => {
  h = await startHarness();
  owner = await h.user('owner@example.com');
  viewer = await h.user('viewer@example.com');
  stranger = await h.user('stranger@example.com');
  const entityId = (
    await h.call('POST', '/api/entities', { as: owner, json: entityBody('TB-1', { sdgs: [8, 9, 12] }) })
  ).data.id;
  await h.call('POST', `/api/entities/${entityId}/users`, { as: owner, json: { email: viewer.email, role: 'viewer' } });
  const s = (
    await h.call('POST', `/api/entities/${entityId}/statements`, {
      as: owner,
      json: { framework: 'crfrf', reportingYear: 2025, rounding: 'thousands' },
    })
  ).data;
  statementId = s.id;
  version = s.version;
});
afterAll(() => h.close());

const upload = (query: string, body: string | Uint8Array<ArrayBuffer>, as: TestUser, type = 'text/csv') =>
  h.call('POST', `/api/statements/${statementId}/trial-balance?${query}`, { as, body, type });

describe('trial-balance import', () => {
  it('dry run lists every problem by row and column and saves nothing', async () => {
    const lines = csv.trim().split('\n');
    const broken = [
      lines[0],
      lines[1]!.replace(/^[^,]+/, '9999'),
      lines[2]!.replace(/,(\d+),/, ',$1.5,'),
      ...lines.slice(3),
    ].join('\n');
    const res = await upload('dryRun=true', broken, owner);
    expect(res.status).toBe(200);
    expect(res.data.ok).toBe(false);
    const rows = res.data.problems.map((p: { row: number }) => p.row);
    expect(rows).toEqual(expect.arrayContaining([2, 3]));
    expect(res.data.problems[0].message.kh).toMatch(/[\u1780-\u17FF]/);
    expect((await h.call('GET', `/api/statements/${statementId}/trial-balance`, { as: owner })).data.lines).toEqual([]);
    const headers = await upload('dryRun=true', 'foo,bar\n1,2\n', owner);
    expect(headers.data.problems[0]).toMatchObject({ row: 1, code: 'invalid_headers' });
  });

  it("reads only the chart's account codes, never its accounts' texts (issue 30: most of a 10k-line import's time)", async () => {
    const list = vi.spyOn(accountRepo, 'list');
    const codes = vi.spyOn(accountRepo, 'codes');
    try {
      const res = await upload('dryRun=true', csv, owner);
      expect(res.data.ok).toBe(true);
      expect(codes).toHaveBeenCalledTimes(1);
      expect(list).not.toHaveBeenCalled();
    } finally {
      list.mockRestore();
      codes.mockRestore();
    }
  });

  it("with a year chosen, checks and imports that year only: the other year's rows are left out and counted (issue 33, defect 4)", async () => {
    // 2025's rows broken (a decimal amount, an unknown account): they do not concern an import of 2024.
    const broken = csv
      .trim()
      .split('\n')
      .map((l, i) => (i > 0 && l.includes(',2025,') ? l.replace(/^[^,]+/, '99999') : l))
      .join('\n');
    const rows2025 = broken.split('\n').filter((l) => l.includes(',2025,')).length;
    const dry = await upload('dryRun=true&year=2024', broken, owner);
    expect(dry.status).toBe(200);
    expect(dry.data).toMatchObject({ ok: true, problems: [], skipped: [{ year: 2025, rows: rows2025 }] });
    expect(dry.data.years.map((y: { year: number }) => y.year)).toEqual([2024]);
  });

  it('dry run of a good file reports the years and totals; commit replaces the lines in one transaction', async () => {
    const dry = await upload('dryRun=true', csv, owner);
    expect(dry.data).toMatchObject({ ok: true, problems: [] });
    expect(dry.data.years.map((y: { year: number }) => y.year)).toEqual([2024, 2025]);
    for (const y of dry.data.years) expect(y.debit).toBe(y.credit);
    const commit = await upload(`dryRun=false&confirm=confirm&version=${version}`, csv, owner);
    expect(commit.status).toBe(200);
    expect(commit.data.statement.version).toBe(version + 1);
    version = commit.data.statement.version;
    const saved = (await h.call('GET', `/api/statements/${statementId}/trial-balance`, { as: viewer })).data.lines;
    expect(saved.length).toBe(csv.trim().split('\n').length - 1);
  });

  it('refuses a commit with problems, a stale version, a wrong file type, a viewer, a stranger; nothing changes', async () => {
    const before = (await h.call('GET', `/api/statements/${statementId}/trial-balance`, { as: owner })).data.lines;
    const unbalanced = csv.replace(
      /\n([^,\n]+),([^,\n]*),2025,(\d+),0/,
      (_m, a, n, d) => `\n${a},${n},2025,${Number(d) + 1},0`,
    );
    const bad = await upload(`dryRun=false&confirm=confirm&version=${version}`, unbalanced, owner);
    expect(bad.status).toBe(422);
    expect(bad.data.error).toMatchObject({ code: 'IMPORT_PROBLEMS', message_key: 'trial_balance_invalid' });
    expect(bad.data.error.details.problems.length).toBeGreaterThan(0);
    expect((await upload(`dryRun=false&confirm=confirm&version=${version - 1}`, csv, owner)).status).toBe(409);
    expect((await upload('dryRun=false', csv, owner)).status).toBe(422);
    expect(
      (
        await upload(
          `dryRun=false&confirm=confirm&version=${version}`,
          new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0]),
          owner,
          'application/octet-stream',
        )
      ).status,
    ).toBe(415);
    expect((await upload(`dryRun=false&confirm=confirm&version=${version}`, csv, viewer)).status).toBe(403);
    expect((await upload(`dryRun=true`, csv, stranger)).status).toBe(404);
    expect(
      (
        await h.call('POST', '/api/statements/nope/trial-balance?dryRun=true', {
          as: owner,
          body: csv,
          type: 'text/csv',
        })
      ).status,
    ).toBe(404);
    const after = (await h.call('GET', `/api/statements/${statementId}/trial-balance`, { as: owner })).data.lines;
    expect(after).toEqual(before);
  });

  it('computes the statements and ratios from the engine, cached per version', async () => {
    const res = await h.call('GET', `/api/statements/${statementId}/computed`, { as: viewer });
    expect(res.status).toBe(200);
    expect(res.data.statementVersion).toBe(version);
    expect(res.data.rendering.sections.length).toBeGreaterThan(3);
    expect(res.data.settings.rounding).toBe('thousands');
    expect((await h.call('GET', `/api/statements/${statementId}/computed`, { as: stranger })).status).toBe(404);
    expect((await h.call('GET', '/api/statements/nope/computed', { as: owner })).status).toBe(404);
    // A settings change is a new version: the statements follow it.
    const patch = await h.call('PATCH', `/api/statements/${statementId}`, {
      as: owner,
      json: { confirm: 'confirm', version, rounding: 'millions' },
    });
    version = patch.data.version;
    const again = await h.call('GET', `/api/statements/${statementId}/computed`, { as: viewer });
    expect(again.data).toMatchObject({ statementVersion: version, settings: { rounding: 'millions' } });
  });

  it('validates as a background job once finalized, and records the result', async () => {
    const draft = await h.call('POST', `/api/statements/${statementId}/commands/validate`, {
      as: owner,
      json: { version },
    });
    expect(draft.status).toBe(409);
    const fin = await h.call('POST', `/api/statements/${statementId}/commands/finalize`, {
      as: owner,
      json: { version, confirm: 'confirm' },
    });
    version = fin.data.statement.version;
    const started = await h.call('POST', `/api/statements/${statementId}/commands/validate`, {
      as: owner,
      json: { version },
    });
    expect(started.status).toBe(202);
    expect(started.data.job).toMatchObject({ kind: 'validation', state: 'queued' });
    await settleJobs();
    const job = await h.call('GET', `/api/statements/${statementId}/jobs/${started.data.job.id}`, { as: viewer });
    expect(job.data.progress).toBe(100);
    expect(job.data.state).toBe('succeeded');
    const result = (await h.call('GET', `/api/statements/${statementId}/validation`, { as: viewer })).data.result;
    expect(result.statementVersion).toBe(version);
    expect(result.genuineCount).toBe(job.data.result.genuine);
    expect(
      result.errors.every((e: { type: string; message: { en: string; kh: string } }) => e.message.en && e.message.kh),
    ).toBe(true);
    // Each error says where it is fixed, as the engine does: the settings' fields or the note data's field (the
    // results screen links there; issue 21, defect 5).
    const located = result.errors.filter((e: { id: string }) => RULE_FIX_FIELDS[e.id] || RULE_NOTE_FIELDS[e.id]);
    expect(located.length).toBeGreaterThan(0);
    for (const e of located as { id: string; fields?: string[]; noteField?: string }[]) {
      expect(e.fields ?? null, e.id).toEqual(RULE_FIX_FIELDS[e.id] ? [...RULE_FIX_FIELDS[e.id]!] : null);
      expect(e.noteField ?? null, e.id).toBe(RULE_NOTE_FIELDS[e.id] ?? null);
    }
    const stage = (await h.call('GET', `/api/statements/${statementId}`, { as: owner })).data.stage;
    expect(stage).toBe(result.genuineCount === 0 ? 'validated' : 'finalized');
    const notes = (await h.call('GET', '/api/notifications', { as: owner })).data.notifications;
    expect(notes[0]).toMatchObject({ kind: 'validation', params: { year: 2025, genuine: result.genuineCount } });
    expect((await h.call('GET', `/api/statements/${statementId}/validation`, { as: stranger })).status).toBe(404);
  });

  it('downloads the XBRL package (zip) and the Inline XBRL document', async () => {
    const zip = await h.app.request(`/api/statements/${statementId}/xbrl`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const bytes = new Uint8Array(await zip.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
    const xhtml = await h.call('GET', `/api/statements/${statementId}/ixbrl`, { as: viewer, lang: 'km-KH' });
    expect(xhtml.status).toBe(200);
    expect(xhtml.data).toContain('ix:nonFraction');
    expect(xhtml.data).toMatch(/[\u1780-\u17FF]/);
    expect((await h.call('GET', `/api/statements/${statementId}/xbrl`, { as: stranger })).status).toBe(404);
    expect((await h.call('GET', '/api/statements/nope/ixbrl', { as: owner })).status).toBe(404);
  });
});
