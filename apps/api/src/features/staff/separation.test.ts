import { translate } from '@dfr/forms/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleJobs } from '../jobs/service';
import { type Harness, startHarness, type TestUser } from '../../test/harness';

let h: Harness;
let demo: TestUser;
let statementId: string;

beforeAll(async () => {
  h = await startHarness();
  ({ statementId, demo } = await h.demo());
});
afterAll(() => h.close());

const path = (command: string) => `/api/statements/${statementId}/commands/${command}`;
const current = async () => (await h.call('GET', `/api/statements/${statementId}`, { as: demo })).data;

/** Issue 32, item 6: separation of duties is the regulator's policy. */
describe('separation of duties as a policy', () => {
  it("strict: the entity's only member, who finalized the statements, cannot use the director's code; sole director: they can", async () => {
    const admin = await h.regulator('policy-admin@example.com', 'administrator');
    const reviewer = await h.regulator('policy-reviewer@example.com', 'reviewer');
    const set = (policy: string, as = admin, confirm = 'confirm') =>
      h.call('PUT', '/api/regulator/settings/separation-of-duties', { as, json: { policy, confirm } });
    expect((await set('strict', reviewer)).status).toBe(403);
    expect((await set('strict', admin, 'ok')).status).toBe(422);
    expect((await set('strict')).status).toBe(200);
    expect((await h.call('GET', '/api/regulator/settings/policies', { as: reviewer })).data.separationOfDuties).toBe(
      'strict',
    );

    let { version } = await current();
    version = (await h.call('POST', path('finalize'), { as: demo, json: { version, confirm: 'confirm' } })).data
      .statement.version;
    await h.call('POST', path('validate'), { as: demo, json: { version } });
    await settleJobs();
    ({ version } = await current());
    const requested = await h.call('POST', path('approval-request'), { as: demo, json: { version } });
    expect(requested.status).toBe(200);
    version = requested.data.statement.version;
    const mail = await h.latestEmail(requested.data.codeSentTo);
    const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;

    const en = await h.call('POST', path('approve'), { as: demo, json: { version, code } });
    const km = await h.call('POST', path('approve'), { as: demo, json: { version, code }, lang: 'km-KH' });
    expect(en.status).toBe(403);
    expect(en.data.error).toMatchObject({ code: 'SEPARATION_OF_DUTIES', message_key: 'approval_by_preparer' });
    expect(en.data.error.message).toBe(translate('approval_by_preparer', 'en'));
    expect(km.data.error.message).toBe(translate('approval_by_preparer', 'kh'));
    expect((await current()).stage).toBe('validated');

    // The regulator accepts a sole director: the same code now approves.
    expect((await set('sole_director')).status).toBe(200);
    const ok = await h.call('POST', path('approve'), { as: demo, json: { version, code } });
    expect(ok.status).toBe(200);
    expect(ok.data.statement).toMatchObject({ stage: 'approved', approvedBy: demo.sub });
  });
});
