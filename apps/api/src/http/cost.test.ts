// The API's cost guards (issue 30): heap bytes allocated per request through the whole middleware chain (security
// headers, rate limits, session, body limits, the route), in-process, against the budgets in bench/budgets.json
// (`guards`). Allocation does not move with the machine's load, and it follows the work a request does: a middleware
// that adds a promise chain, a hash or a header object per request shows here. CPU time per request under 200
// connections is `pnpm bench api`'s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocatedBytes, guards } from '../../../../bench/allocated';
import { DIALECT } from '../db/schema/dialect';
import { type Harness, startHarness } from '../test/harness';

/** The budgets are per database: PostgreSQL's driver allocates differently from SQLite's (the test runs on both). */
const keyOf = (figure: string) => (DIALECT === 'postgresql' ? `${figure}.postgresql` : figure);

let h: Harness;
let read: () => Promise<Response>;
let computed: () => Promise<Response>;
beforeAll(async () => {
  // One address sends everything here: the rate limits (tested on their own) must not answer 429.
  // And the answers are not held to their schemas (a test-only check): the guards measure a production request.
  h = await startHarness({
    DFR_RATE_LIMIT_PER_ADDRESS: '1000000',
    DFR_RATE_LIMIT_PER_USER: '1000000',
    DFR_CHECK_RESPONSES: 'false',
  });
  const { statementId, demo } = await h.demo();
  const headers = { authorization: `Bearer ${demo.token}`, 'accept-encoding': 'gzip' };
  read = async () => h.app.request(`/api/statements/${statementId}`, { headers });
  computed = async () => h.app.request(`/api/statements/${statementId}/computed`, { headers });
});
afterAll(() => h.close());

describe('API cost guards (issue 30; budgets in bench/budgets.json)', () => {
  it.each([
    ['api.health_alloc_kb', () => h.app.request('/api/health')],
    ['api.statement_alloc_kb', () => read()],
    ['api.computed_alloc_kb', () => computed()],
  ] as const)('%s', async (figure, request) => {
    const key = keyOf(figure);
    const answer = await request();
    expect(answer.status).toBe(200);
    const kb = (await allocatedBytes(async () => (await request()).arrayBuffer(), 200, 50)) / 1024;
    console.log(`${key} ${kb.toFixed(1)}`);
    expect(kb, guards[key]!.label).toBeLessThanOrEqual(guards[key]!.budget);
  });
});
