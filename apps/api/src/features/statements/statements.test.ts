import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startWithEntity, type TestUser, sampleNotes } from '../../test/harness';

let h: Harness;
let owner: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let entityId: string;

const notes = sampleNotes;

beforeAll(async () => {
  ({ h, owner, viewer, stranger, entityId } = await startWithEntity('STM-1', {
    viewer: true,
    entity: { sdgs: [8, 9] },
  }));
});
afterAll(() => h.close());

/** The code of the newest edit-request e-mail (the statement name holds the year, so take the number after "is"). */
async function editCode(to: string) {
  const row = await h.latestEmail(to);
  expect(row?.template).toBe('editRequestCode');
  return /is (\d{4})\./.exec(row!.text)?.[1] ?? '';
}

async function newStatement(year: number) {
  const res = await h.call('POST', `/api/entities/${entityId}/statements`, {
    as: owner,
    json: { framework: 'crfrf', reportingYear: year },
  });
  expect(res.status).toBe(201);
  return res.data as { id: string; version: number; stage: string };
}

describe('reporting periods', () => {
  it('creates a period with defaults; an existing period cannot be recreated; a period must be selected', async () => {
    const s = await newStatement(2025);
    expect(s).toMatchObject({
      stage: 'draft',
      version: 1,
      settings: { periodEnd: '2025-12-31', presentationCurrency: 'KHR' },
      preparedBy: owner.sub,
    });
    const again = await h.call('POST', `/api/entities/${entityId}/statements`, {
      as: owner,
      json: { framework: 'crfrf', reportingYear: 2025 },
    });
    expect(again.status).toBe(409);
    expect(again.data.error.message_key).toBe('period_exists');
    expect(again.data.error.message).toContain('2025');
    expect(again.data.error.message_params).toEqual({ year: 2025 });
    const none = await h.call('POST', `/api/entities/${entityId}/statements`, { as: owner, json: {} });
    expect(none.status).toBe(422);
    expect(none.data.error.fields.reportingYear).toMatch(/reporting period/i);
    expect(none.data.error.field_keys.reportingYear).toMatch(/period_required$/);
    const dates = await h.call('POST', `/api/entities/${entityId}/statements`, {
      as: owner,
      json: { framework: 'crfrf', reportingYear: 2026, signingDate: '2027-03-01', authorisationDate: '2027-02-01' },
    });
    expect(dates.status).toBe(422);
    expect(Object.keys(dates.data.error.fields)).toContain('authorisationDate');
    const list = await h.call('GET', `/api/entities/${entityId}/statements`, { as: viewer });
    expect(list.data.statements.map((x: { reportingYear: number }) => x.reportingYear)).toEqual([2025]);
    expect(
      (
        await h.call('POST', `/api/entities/${entityId}/statements`, {
          as: viewer,
          json: { framework: 'crfrf', reportingYear: 2024 },
        })
      ).status,
    ).toBe(403);
    expect((await h.call('GET', `/api/entities/${entityId}/statements`, { as: stranger })).status).toBe(404);
    expect((await h.call('GET', '/api/entities/nope/statements', { as: owner })).status).toBe(404);
  });
});

describe('a draft statement', () => {
  let s: { id: string; version: number };
  beforeAll(async () => {
    s = await newStatement(2024);
  });
  /** A command on the statement, sent by the owner. */
  const command = (name: string, json: Record<string, unknown>) =>
    h.call('POST', `/api/statements/${s.id}/commands/${name}`, { as: owner, json });

  it('reads for members only; 404 for an unknown id', async () => {
    expect((await h.call('GET', `/api/statements/${s.id}`, { as: viewer })).data.role).toBe('viewer');
    expect((await h.call('GET', `/api/statements/${s.id}`, { as: stranger })).status).toBe(404);
    expect((await h.call('GET', '/api/statements/nope', { as: owner })).status).toBe(404);
  });

  it('saves settings with the version read; stale, invalid, viewer and stranger change nothing', async () => {
    const ok = await h.call('PATCH', `/api/statements/${s.id}`, {
      as: owner,
      json: {
        confirm: 'confirm',
        version: s.version,
        rounding: 'millions',
        directorEmail: 'director@example.com',
        goingConcern: true,
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ settings: { rounding: 'millions' }, version: s.version + 1 });
    expect(
      (
        await h.call('PATCH', `/api/statements/${s.id}`, {
          as: owner,
          json: { confirm: 'confirm', version: s.version, rounding: 'units' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await h.call('PATCH', `/api/statements/${s.id}`, {
          as: owner,
          json: { confirm: 'confirm', version: ok.data.version, rounding: 'tens' },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await h.call('PATCH', `/api/statements/${s.id}`, {
          as: viewer,
          json: { confirm: 'confirm', version: ok.data.version, rounding: 'units' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await h.call('PATCH', `/api/statements/${s.id}`, {
          as: stranger,
          json: { confirm: 'confirm', version: ok.data.version },
        })
      ).status,
    ).toBe(404);
    expect(
      (await h.call('PATCH', '/api/statements/nope', { as: owner, json: { confirm: 'confirm', version: 1 } })).status,
    ).toBe(404);
    s.version = ok.data.version;
    expect((await h.call('GET', `/api/statements/${s.id}`, { as: owner })).data.settings.rounding).toBe('millions');
  });

  it('saves "first year of reporting" and gives it to the engine (issue 33, defect 8)', async () => {
    const { statementRepo } = await import('./repository');
    const { settingsOf } = await import('./engine-input');
    const ok = await h.call('PATCH', `/api/statements/${s.id}`, {
      as: owner,
      json: { confirm: 'confirm', version: s.version, firstYearOfReporting: true },
    });
    expect(ok.status).toBe(200);
    expect(ok.data.settings.firstYearOfReporting).toBe(true);
    s.version = ok.data.version;
    const row = await statementRepo.byId(h.deps.db, s.id);
    expect(settingsOf(row!).firstYearOfReporting).toBe(true);
    const bad = await h.call('PATCH', `/api/statements/${s.id}`, {
      as: owner,
      lang: 'kh',
      json: { confirm: 'confirm', version: s.version, firstYearOfReporting: 'sometimes' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.error.fields)).toEqual(['firstYearOfReporting']);
    expect(bad.data.error.fields.firstYearOfReporting).toMatch(/[\u1780-\u17FF]/);
  });

  it('stores manual input, note data and texts, each a versioned write', async () => {
    const manual = await h.call('PUT', `/api/statements/${s.id}/manual-input`, {
      as: owner,
      json: {
        version: s.version,
        year: 2024,
        values: { 'ifrs-full:Revenue': 1_000_000, 'ifrs-full:CostOfSales': 600_000 },
      },
    });
    expect(manual.status).toBe(200);
    s.version = manual.data.version;
    const decimals = await h.call('PUT', `/api/statements/${s.id}/manual-input`, {
      as: owner,
      json: { version: s.version, year: 2024, values: { 'ifrs-full:Revenue': 10.5 } },
    });
    expect(decimals.status).toBe(422);
    // @dfr/forms' amountSchema, as the manual-input screen reads a figure: whole units, Khmer digits read.
    expect(Object.values(decimals.data.error.field_keys)).toEqual(['whole_amount']);
    const khmer = await h.call('PUT', `/api/statements/${s.id}/manual-input`, {
      as: owner,
      json: { version: s.version, year: 2024, values: { 'ifrs-full:Revenue': '-\u17e1\u17e2' } },
    });
    expect(khmer.status).toBe(200);
    s.version = khmer.data.version;
    expect(
      (
        await h.call('PUT', `/api/statements/${s.id}/manual-input`, {
          as: owner,
          json: { version: 1, year: 2024, values: {} },
        })
      ).status,
    ).toBe(409);
    expect((await h.call('GET', `/api/statements/${s.id}/manual-input`, { as: viewer })).data.values).toHaveLength(2);

    const n = await h.call('PUT', `/api/statements/${s.id}/notes`, {
      as: owner,
      json: { version: s.version, data: notes },
    });
    expect(n.status).toBe(200);
    s.version = n.data.version;
    const mismatch = await h.call('PUT', `/api/statements/${s.id}/notes`, {
      as: owner,
      json: { version: s.version, data: { ...notes, sdgs: [1] } },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.data.error.message_key).toBe('note_sdg_mismatch');
    const invalidNote = await h.call('PUT', `/api/statements/${s.id}/notes`, {
      as: owner,
      json: { version: s.version, data: { ...notes, postPeriodAnswers: [true] } },
    });
    expect(invalidNote.status).toBe(422);
    expect((await h.call('GET', `/api/statements/${s.id}/notes`, { as: viewer })).data.data).toEqual(notes);

    const texts = { policies: { revenueRecognition: { en: 'Revenue is recognised…', kh: 'ចំណូលត្រូវបានទទួលស្គាល់…' } } };
    const t = await h.call('PUT', `/api/statements/${s.id}/texts`, {
      as: owner,
      json: { version: s.version, data: texts },
    });
    expect(t.status).toBe(200);
    s.version = t.data.version;
    expect(
      (await h.call('PUT', `/api/statements/${s.id}/texts`, { as: viewer, json: { version: s.version, data: texts } }))
        .status,
    ).toBe(403);
    expect(
      (
        await h.call('PUT', `/api/statements/${s.id}/texts`, {
          as: owner,
          json: { version: s.version - 1, data: texts },
        })
      ).status,
    ).toBe(409);
    expect(
      (await h.call('PUT', '/api/statements/nope/texts', { as: owner, json: { version: 1, data: texts } })).status,
    ).toBe(404);
    expect((await h.call('GET', `/api/statements/${s.id}/texts`, { as: owner })).data.data).toEqual(texts);
  });

  it('saves the related party amounts typed in the notes (issue 36); a bad amount is refused in both languages', async () => {
    const relatedParties = {
      keyManagementCompensation: 48_000_000,
      salesOfGoods: 12_000_000,
      servicesRendered: 0,
      purchasesOfGoods: 0,
      servicesReceived: 0,
      amountsReceivable: 2_500_000,
      amountsPayable: 0,
    };
    const saved = await h.call('PUT', `/api/statements/${s.id}/notes`, {
      as: owner,
      json: { version: s.version, data: { ...notes, relatedParties } },
    });
    expect(saved.status).toBe(200);
    s.version = saved.data.version;
    for (const lang of ['en', 'kh']) {
      const bad = await h.call('PUT', `/api/statements/${s.id}/notes`, {
        as: owner,
        lang,
        json: { version: s.version, data: { ...notes, relatedParties: { ...relatedParties, amountsPayable: -1 } } },
      });
      expect(bad.status).toBe(422);
      expect(bad.data.error.field_keys).toEqual({ 'data.relatedParties.amountsPayable': 'non_negative' });
      const message = Object.values(bad.data.error.fields as Record<string, string>)[0]!;
      expect(message).toMatch(lang === 'kh' ? /[\u1780-\u17FF]/ : /^[\x20-\x7E]+$/);
    }
    // The refused write left the saved amounts as they were.
    const read = await h.call('GET', `/api/statements/${s.id}/notes`, { as: viewer });
    expect(read.data.data.relatedParties).toEqual(relatedParties);
  });

  it('finalizes; a finalized statement is not editable until an emailed 4-digit edit code is confirmed', async () => {
    const fin = await command('finalize', { version: s.version, confirm: 'confirm' });
    expect(fin.status).toBe(200);
    expect(fin.data.statement).toMatchObject({ stage: 'finalized', finalizedBy: owner.sub });
    s.version = fin.data.statement.version;
    const edit = await h.call('PATCH', `/api/statements/${s.id}`, {
      as: owner,
      json: { confirm: 'confirm', version: s.version, rounding: 'units' },
    });
    expect(edit.status).toBe(409);
    expect(edit.data.error.message_key).toBe('not_editable');
    expect((await command('finalize', { version: s.version, confirm: 'confirm' })).status).toBe(409);

    const req = await command('edit-request', { version: s.version });
    expect(req.status).toBe(200);
    s.version = req.data.statement.version;
    const code = await editCode(owner.email);
    expect(code).toMatch(/^\d{4}$/);
    const wrong = await command('edit-confirm', { version: s.version, code: code === '0000' ? '1111' : '0000' });
    expect(wrong.status).toBe(422);
    expect(wrong.data.error.message).toBe('Incorrect code, please try again.');
    const ok = await command('edit-confirm', { version: s.version, code });
    expect(ok.status).toBe(200);
    expect(ok.data.statement.stage).toBe('draft');
    s.version = ok.data.statement.version;
  });

  it('accepts the edit code typed in Khmer digits, and refuses even the right code once the attempts are used up', async () => {
    const khmerDigits = (code: string) => code.replace(/\d/g, (d) => String.fromCharCode(0x17e0 + Number(d)));
    const finalize = async () => {
      const fin = await command('finalize', { version: s.version, confirm: 'confirm' });
      expect(fin.status).toBe(200);
      s.version = fin.data.statement.version;
      const req = await command('edit-request', { version: s.version });
      expect(req.status).toBe(200);
      s.version = req.data.statement.version;
      return editCode(owner.email);
    };
    const confirm = (code: string) => command('edit-confirm', { version: s.version, code });

    const first = await finalize();
    const ok = await confirm(khmerDigits(first));
    expect(ok.status).toBe(200);
    expect(ok.data.statement.stage).toBe('draft');
    s.version = ok.data.statement.version;

    const second = await finalize();
    const wrongCode = second === '0000' ? '1111' : '0000';
    let answer = await confirm(wrongCode);
    for (let i = 0; i < 20 && answer.status === 422; i++) answer = await confirm(wrongCode);
    expect(answer.status).toBe(429);
    expect(answer.data.error.message_key).toBe('code_attempts_exceeded');
    const late = await confirm(second);
    expect(late.status).toBe(429);
    const read = await h.call('GET', `/api/statements/${s.id}`, { as: owner });
    expect(read.data.stage ?? read.data.statement?.stage).toBe('finalized');
    // Leave the statement as the next test expects it: a draft again, through a fresh code.
    const req = await command('edit-request', { version: s.version });
    s.version = req.data.statement.version;
    const again = await confirm(await editCode(owner.email));
    expect(again.status).toBe(200);
    s.version = again.data.statement.version;
  });

  it('resets (admin, confirm typed) and clears data (draft, confirm typed); unknown commands are 404', async () => {
    const fin = await command('finalize', { version: s.version, confirm: 'confirm' });
    s.version = fin.data.statement.version;
    expect((await command('reset', { version: s.version })).status).toBe(422);
    expect(
      (
        await h.call('POST', `/api/statements/${s.id}/commands/reset`, {
          as: viewer,
          json: { version: s.version, confirm: 'confirm' },
        })
      ).status,
    ).toBe(403);
    const reset = await command('reset', { version: s.version, confirm: 'confirm' });
    expect(reset.data.statement).toMatchObject({ stage: 'draft', finalizedBy: null });
    s.version = reset.data.statement.version;
    expect((await command('clear', { version: s.version - 1, confirm: 'confirm' })).status).toBe(409);
    const clear = await command('clear', { version: s.version, confirm: 'confirm' });
    expect(clear.status).toBe(200);
    s.version = clear.data.statement.version;
    expect((await h.call('GET', `/api/statements/${s.id}/manual-input`, { as: owner })).data.values).toEqual([]);
    expect((await h.call('GET', `/api/statements/${s.id}/notes`, { as: owner })).data.data).toBeNull();
    expect((await command('approve-all', { version: s.version })).status).toBe(404);
    expect(
      (
        await h.call('POST', `/api/statements/${s.id}/commands/save-draft`, {
          as: stranger,
          json: { version: s.version },
        })
      ).status,
    ).toBe(404);
    expect(
      (await h.call('POST', '/api/statements/nope/commands/save-draft', { as: owner, json: { version: 1 } })).status,
    ).toBe(404);
    expect((await command('save-draft', {})).status).toBe(422);
    const save = await command('save-draft', { version: s.version });
    expect(save.status).toBe(200);
  });

  it('records every write in the audit log with before and after', async () => {
    const { auditLog } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    const rows = await h.deps.db.select().from(auditLog).where(eq(auditLog.subjectId, s.id));
    const actions = rows.map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'statement.create',
        'statement.settings',
        'statement.finalize',
        'statement.edit_confirm',
        'statement.clear',
      ]),
    );
    const settings = rows.find((r) => r.action === 'statement.settings')!;
    expect((settings.before as { rounding: string }).rounding).toBe('units');
    expect((settings.after as { rounding: string }).rounding).toBe('millions');
  });
});
