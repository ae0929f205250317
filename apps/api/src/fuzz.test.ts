import { messages, resolveMessageKey } from '@dfr/forms/rules';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_CLIENT_ID } from './identity/config';
import { entityBody, type Harness, sampleAccount, sampleNotes, startHarness, type TestUser } from './test/harness';

/*
 * Issue 19's property-based fuzz test: every route family that takes a body gets generated bodies — its valid body
 * with one field replaced by a hostile value (wrong types, NUL bytes, lone surrogates, huge strings and numbers,
 * nested objects, prototype keys), fields dropped or added, any JSON value, and text that is not JSON. Whatever
 * comes, the answer is never a 5xx, never carries a stack trace or an internal message, and every 4xx names a
 * message key that exists in English and Khmer (field keys too). Seeded, so a failure replays; bounded in time.
 *
 * FUZZ_RUNS (default 10,000) bodies per family and FUZZ_SECONDS (default 60) per family, whichever ends first;
 * FUZZ_SEED replays a seed. The figures of a full run are in docs/security.md.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 60);
const SEED = Number(process.env.FUZZ_SEED ?? 19_2026);
/** The least a family must have sent within its time for the test to count (a slow machine still sends this many). */
const MIN_RUNS = Math.min(RUNS, 1_000);

const STACK = /\bat [^\s]+ \(|\.ts:\d+:\d+|node_modules\//;
const INTERNAL =
  /SQLITE_|LibsqlError|TypeError|ReferenceError|RangeError|Cannot read propert|is not a function|ZodError|drizzle|Failed query|Internal Server Error/;
const KHMER = /[\u1780-\u17FF]/;

let h: Harness;
let owner: TestUser;
let regulator: TestUser;
const s = {} as { entityId: string; statementId: string; memberId: string; rateId: string };

beforeAll(async () => {
  h = await startHarness();
  owner = await h.user('fuzz-owner@example.com');
  regulator = await h.regulator('fuzz-regulator@example.com');
  await h.user('fuzz-member@example.com');
  s.entityId = (await h.call('POST', '/api/entities', { as: owner, json: entityBody('FUZZ-1') })).data.id;
  await h.call('POST', `/api/entities/${s.entityId}/users`, {
    as: owner,
    json: { email: 'fuzz-member@example.com', role: 'preparer' },
  });
  const users = (await h.call('GET', `/api/entities/${s.entityId}/users`, { as: owner })).data.users;
  s.memberId = users.find((u: { email: string }) => u.email === 'fuzz-member@example.com').id;
  s.statementId = (
    await h.call('POST', `/api/entities/${s.entityId}/statements`, {
      as: owner,
      json: { framework: 'crfrf', reportingYear: 2025 },
    })
  ).data.id;
  await h.call('POST', `/api/entities/${s.entityId}/accounts`, { as: owner, json: sampleAccount });
  s.rateId = (
    await h.call('POST', '/api/exchange-rates', {
      as: regulator,
      json: { currency: 'USD', rateType: 'official', closingRate: 4100, averageRate: 4095, releaseDate: '2025-12-31' },
    })
  ).data.id;
}, 60_000);
afterAll(() => h.close());

type Body = Record<string, unknown>;
interface Family {
  name: string;
  /** Requests of the family: method, path and the valid body the generator starts from. */
  routes: { method: string; path: () => string; body: Body; as?: () => TestUser; target?: string }[];
  /** Cognito's protocol (`__type` and `message`), not the API's envelope. */
  cognito?: boolean;
  /**
   * Fewer bodies than FUZZ_RUNS: the families of issue 34, whose bodies are small (a version, a code, a confirm word),
   * keep the whole test's time modest.
   */
  runs?: number;
}

const ClientId = EMBEDDED_CLIENT_ID;
const identity = (target: string, body: Body) => ({ method: 'POST', path: () => '/identity', body, target });

const FAMILIES: Family[] = [
  { name: 'profile', routes: [{ method: 'PATCH', path: () => '/api/me', body: { version: 1, position: 'Partner' } }] },
  {
    name: 'entities',
    routes: [
      { method: 'POST', path: () => '/api/entities', body: entityBody('FUZZ-2') },
      {
        method: 'PATCH',
        path: () => `/api/entities/${s.entityId}`,
        body: { confirm: 'confirm', version: 1, nameEn: 'Fuzz Co' },
      },
    ],
  },
  {
    name: 'users and access',
    routes: [
      {
        method: 'POST',
        path: () => `/api/entities/${s.entityId}/users`,
        body: { email: 'invitee@example.com', role: 'viewer' },
      },
      {
        method: 'PATCH',
        path: () => `/api/entities/${s.entityId}/users/${s.memberId}`,
        body: { role: 'approver', version: 1 },
      },
      {
        method: 'DELETE',
        path: () => `/api/entities/${s.entityId}/users/${s.memberId}`,
        body: { email: 'fuzz-member@example.com', version: 99 },
      },
      {
        method: 'POST',
        path: () => `/api/entities/${s.entityId}/super-admin`,
        body: { userId: 'nobody', confirm: 'confirm', version: 99 },
      },
    ],
  },
  {
    name: 'chart of accounts',
    routes: [
      { method: 'POST', path: () => `/api/entities/${s.entityId}/accounts`, body: { ...sampleAccount, code: '1198' } },
      {
        method: 'PATCH',
        path: () => `/api/entities/${s.entityId}/accounts/1199`,
        body: { version: 1, nameEn: 'Cash' },
      },
    ],
  },
  {
    name: 'statements',
    routes: [
      {
        method: 'POST',
        path: () => `/api/entities/${s.entityId}/statements`,
        body: { framework: 'crfrf', reportingYear: 2024 },
      },
      {
        method: 'PATCH',
        path: () => `/api/statements/${s.statementId}`,
        body: { confirm: 'confirm', version: 1, rounding: 'thousands' },
      },
      {
        method: 'PUT',
        path: () => `/api/statements/${s.statementId}/manual-input`,
        body: { version: 1, year: 2025, values: { 'ifrs-full:Revenue': 1000 } },
      },
      { method: 'PUT', path: () => `/api/statements/${s.statementId}/notes`, body: { version: 1, data: sampleNotes } },
      {
        method: 'PUT',
        path: () => `/api/statements/${s.statementId}/texts`,
        body: { version: 1, data: { policies: { revenueRecognition: { en: 'Revenue', kh: 'ចំណូល' } } } },
      },
      {
        method: 'POST',
        path: () => `/api/statements/${s.statementId}/commands/finalize`,
        body: { version: 99, confirm: 'confirm' },
      },
    ],
  },
  {
    name: 'exchange rates',
    routes: [
      {
        method: 'POST',
        path: () => '/api/exchange-rates',
        body: {
          currency: 'EUR',
          rateType: 'official',
          closingRate: 4500,
          averageRate: 4400,
          releaseDate: '2025-12-31',
        },
        as: () => regulator,
      },
      {
        method: 'PATCH',
        path: () => `/api/exchange-rates/${s.rateId}`,
        body: { version: 1, dailyRate: 4101 },
        as: () => regulator,
      },
    ],
  },
  {
    name: 'settings and requests',
    routes: [
      {
        method: 'PUT',
        path: () => `/api/entities/${s.entityId}/export-settings`,
        body: {
          pageSize: 'A4',
          orientation: 'portrait',
          margin: 15,
          pageNumber: true,
          mainColour: '#1565c0',
          version: 0,
        },
      },
      {
        method: 'POST',
        path: () => `/api/entities/${s.entityId}/credential-requests`,
        body: { registrationNumber: 'FUZZ-1', contactEmail: 'dara@example.com', message: 'Please.' },
      },
    ],
  },
  {
    name: 'regulator',
    routes: [
      {
        method: 'POST',
        path: () => `/api/regulator/entities/${s.entityId}/eligibility`,
        body: { eligible: true, reason: 'Checked' },
        as: () => regulator,
      },
      {
        method: 'POST',
        path: () => '/api/regulator/submissions/nope/reject',
        body: { reasons: 'Missing notes' },
        as: () => regulator,
      },
    ],
  },
  // Issue 34: the approval codes, the payment, the submission, the regulator's desk and the share links.
  {
    name: 'approval codes',
    runs: 600,
    routes: [
      {
        method: 'POST',
        path: () => `/api/statements/${s.statementId}/commands/approval-request`,
        body: { version: 1 },
      },
      {
        method: 'POST',
        path: () => `/api/statements/${s.statementId}/commands/approve`,
        body: { version: 1, code: '123456' },
      },
      { method: 'POST', path: () => `/api/statements/${s.statementId}/commands/edit-request`, body: { version: 1 } },
      {
        method: 'POST',
        path: () => `/api/statements/${s.statementId}/commands/edit-confirm`,
        body: { version: 1, code: '1234' },
      },
    ],
  },
  {
    name: 'payment',
    runs: 600,
    routes: [
      {
        method: 'POST',
        path: () => `/api/statements/${s.statementId}/commands/pay`,
        body: { version: 1, confirm: 'confirm' },
      },
      { method: 'POST', path: () => '/api/invoices/nope/pay', body: { confirm: 'confirm' } },
      { method: 'POST', path: () => '/api/invoices/nope/check', body: { confirm: 'confirm' } },
      {
        method: 'POST',
        path: () => '/api/regulator/invoices/nope/receive',
        body: { confirm: 'confirm' },
        as: () => regulator,
      },
    ],
  },
  {
    name: 'submission',
    runs: 600,
    routes: [
      {
        method: 'POST',
        path: () => `/api/statements/${s.statementId}/commands/submit`,
        body: { version: 1, confirm: 'confirm' },
      },
    ],
  },
  {
    name: "regulator's desk",
    runs: 600,
    routes: [
      {
        method: 'POST',
        path: () => '/api/regulator/submissions/nope/accept',
        body: { reasons: '' },
        as: () => regulator,
      },
      {
        method: 'POST',
        path: () => '/api/regulator/credential-requests/nope/approve',
        body: { reason: 'Checked' },
        as: () => regulator,
      },
      {
        method: 'POST',
        path: () => `/api/regulator/entities/${s.entityId}/eligibility`,
        body: { eligible: false },
        as: () => regulator,
      },
    ],
  },
  {
    name: 'share links',
    runs: 600,
    routes: [
      { method: 'POST', path: () => `/api/statements/${s.statementId}/shares`, body: { note: 'x' } },
      { method: 'DELETE', path: () => `/api/statements/${s.statementId}/shares/nope`, body: { note: 'x' } },
    ],
  },
  {
    name: 'identity (Cognito protocol)',
    cognito: true,
    routes: [
      identity('SignUp', { ClientId, Username: 'fuzz-new@example.com', Password: 'Fuzz@2026x' }),
      identity('InitiateAuth', {
        ClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'fuzz-owner@example.com', PASSWORD: 'Wrong@2026' },
      }),
      identity('ConfirmSignUp', { ClientId, Username: 'fuzz-new@example.com', ConfirmationCode: '123456' }),
      identity('ForgotPassword', { ClientId, Username: 'fuzz-new@example.com' }),
    ],
  },
];

/** Routes with a query schema: each query value is generated (the valid value, a hostile text, or missing). */
const QUERIES: { path: () => string; query: Record<string, string>; as?: () => TestUser }[] = [
  {
    path: () => '/api/exchange-rates',
    query: { currency: 'USD', from: '2025-01-01', to: '2025-12-31', entityId: 'x' },
  },
  { path: () => '/api/exchange-rates/on', query: { date: '2025-12-31', currency: 'USD', rateType: 'official' } },
  {
    path: () => '/api/regulator/submissions',
    query: { status: 'received', year: '2025' },
    as: () => regulator,
  },
  { path: () => '/api/regulator/credential-requests', query: { status: 'pending' }, as: () => regulator },
];

/** Values no schema expects: wrong types, text the API must refuse, sizes and shapes at the edges. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00',
    '\u202e',
    '=HYPERLINK("x")',
    '__proto__',
    'x'.repeat(100_000),
    '9'.repeat(400),
    '2025-02-30',
    'constructor',
    [],
    {},
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** A body from the valid one: one field hostile, fields dropped, keys added, or something that is not the body. */
function bodies(valid: Body): fc.Arbitrary<{ json?: unknown; raw?: string }> {
  const keys = Object.keys(valid);
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc.tuple(fc.constantFrom(...keys), hostile).map(([k, v]) => ({ json: { ...valid, [k]: v } })),
    },
    {
      weight: 2,
      arbitrary: fc.subarray(keys).map((kept) => ({ json: Object.fromEntries(kept.map((k) => [k, valid[k]])) })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'entityId', 'createdBy', 'x'), hostile)
        .map(([k, v]) => ({
          raw: JSON.stringify(valid).replace(/^\{/, `{${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'},`),
        })),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }).map((raw) => ({ raw })) },
  );
}

function checkAnswer(status: number, data: unknown, cognito = false): string | undefined {
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  if (status >= 500) return `status ${status}`;
  if (STACK.test(text)) return 'a stack trace';
  if (INTERNAL.test(text)) return 'an internal message';
  if (status < 400) return undefined;
  if (cognito) {
    const { __type: type, message } = (data ?? {}) as { __type?: unknown; message?: unknown };
    return typeof type === 'string' && typeof message === 'string' ? undefined : "not Cognito's error shape";
  }
  const error = (data as { error?: { message_key?: unknown; field_keys?: Record<string, unknown> } })?.error;
  const keys = [error?.message_key, ...Object.values(error?.field_keys ?? {})];
  for (const key of keys) {
    const known = resolveMessageKey(key);
    if (!known) return `an unknown message key ${JSON.stringify(key)}`;
    const entry = messages[known];
    if (!entry.en || !KHMER.test(entry.kh)) return `message key ${known} lacks a language`;
  }
  return undefined;
}

/** A call to the identity endpoint as a browser makes it, from an address of its own (throttling is per address). */
async function cognitoCall(target: string, body: string, n: number) {
  const res = await h.app.request(
    '/identity',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      body,
    },
    { incoming: { socket: { remoteAddress: `10.19.${Math.floor(n / 250) % 250}.${n % 250}`, remotePort: 1234 } } },
  );
  const text = await res.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {}
  return { status: res.status, data };
}

/** Runs a property within the run and time budgets, then says what was sent (with FUZZ_REPORT) and checks the count. */
async function fuzz<T>(
  property: fc.IAsyncPropertyWithHooks<T>,
  seed: number,
  numRuns: number,
  what: string,
  unit: string,
  sent: () => number,
  statuses: Map<number, number>,
) {
  const result = await fc.check(property, {
    seed,
    numRuns,
    interruptAfterTimeLimit: SECONDS * 1000,
    markInterruptAsFailure: false,
    endOnFailure: true,
  });
  if (result.failed) throw new Error(fc.defaultReportMessage(result) ?? 'failed');
  if (process.env.FUZZ_REPORT)
    console.info(`fuzz ${what}: ${sent()} ${unit}`, Object.fromEntries([...statuses].sort()));
  expect(sent()).toBeGreaterThanOrEqual(Math.min(MIN_RUNS, numRuns));
}

describe('fuzz: generated bodies per route family (issue 19)', () => {
  it(
    'queries: no 5xx, no stack or internal message, every 4xx with a known bilingual key',
    async () => {
      let sent = 0;
      const statuses = new Map<number, number>();
      const text = fc.oneof(
        fc.string({ unit: 'binary', maxLength: 30 }),
        fc.constantFrom('', '\u0000', '-1', '1e309', 'NaN', '2025-02-30', '9'.repeat(400), '[]', '__proto__'),
      );
      /** Raw bytes no URL encoder would make: a NUL, a lone surrogate's UTF-8, a bare percent, a repeated key. */
      const raw = fc.constantFrom('', '', '', '&currency=%00', '&date=%ED%A0%80', '&status=%', '&year=1&year=2');
      const request = fc.constantFrom(...QUERIES).chain((q) =>
        fc
          .tuple(
            fc.record(
              Object.fromEntries(Object.entries(q.query).map(([k, v]) => [k, fc.oneof(fc.constant(v), text)])),
              {
                requiredKeys: [],
              },
            ),
            raw,
          )
          .map(([query, extra]) => ({ q, query, extra })),
      );
      await fuzz(
        fc.asyncProperty(request, async ({ q, query, extra }) => {
          sent++;
          const params = new URLSearchParams();
          // A lone surrogate cannot be percent-encoded as UTF-8 (`raw` sends its bytes instead).
          for (const [k, v] of Object.entries(query)) params.set(k, (v ?? '').replace(/[\ud800-\udfff]/g, '\ufffd'));
          const path = `${q.path()}?${params}${extra}`;
          const res = await h.call('GET', path, { as: q.as?.() ?? owner });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const problem = checkAnswer(res.status, res.data);
          if (problem) throw new Error(`GET ${path} answered ${problem}: ${JSON.stringify(res.data)?.slice(0, 300)}`);
        }),
        SEED - 1,
        RUNS,
        'queries',
        'queries',
        () => sent,
        statuses,
      );
    },
    (SECONDS + 30) * 1000,
  );

  it(
    'uploads: no 5xx, no stack or internal message, every 4xx with a known bilingual key',
    async () => {
      let sent = 0;
      const statuses = new Map<number, number>();
      const header = 'account_code,account_name,year,debit,credit';
      const cell = fc.oneof(
        fc.string({ unit: 'binary', maxLength: 20 }),
        hostile.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'null')).slice(0, 200)),
      );
      /** A CSV with the template's header and hostile cells, any bytes, or bytes that start like a zip. */
      const file = fc.oneof(
        fc
          .array(fc.array(cell, { minLength: 1, maxLength: 6 }), { maxLength: 8 })
          .map((rows) =>
            [header, ...rows.map((r) => r.map((c) => `"${c.replaceAll('"', '""')}"`).join(','))].join('\n'),
          ),
        fc.uint8Array({ maxLength: 200 }).map((b) => new Uint8Array(b)),
        fc.uint8Array({ maxLength: 200 }).map((b) => new Uint8Array([0x50, 0x4b, 3, 4, ...b])),
      );
      const type = fc.oneof(
        { weight: 4, arbitrary: fc.constant('text/csv') },
        { weight: 2, arbitrary: fc.constant('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
        { weight: 1, arbitrary: fc.constantFrom('application/octet-stream', 'application/xml', '') },
      );
      const target = fc.constantFrom(
        () => `/api/statements/${s.statementId}/trial-balance?dryRun=true`,
        () => `/api/entities/${s.entityId}/accounts/import?confirm=confirm`,
        () => '/api/exchange-rates/import?dryRun=true',
        () => '/api/exchange-rates/import-nbc?dryRun=true',
      );
      await fuzz(
        fc.asyncProperty(fc.tuple(target, file, type), async ([path, body, contentType]) => {
          sent++;
          const p = path();
          const res = await h.call('POST', p, {
            as: p.includes('exchange-rates') ? regulator : owner,
            body: body as string | Uint8Array<ArrayBuffer>,
            type: contentType,
          });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const problem = checkAnswer(res.status, res.data);
          if (problem) throw new Error(`POST ${p} answered ${problem}: ${JSON.stringify(res.data)?.slice(0, 300)}`);
        }),
        SEED - 2,
        RUNS,
        'uploads',
        'files',
        () => sent,
        statuses,
      );
    },
    (SECONDS + 30) * 1000,
  );

  for (const [i, family] of FAMILIES.entries())
    it(
      `${family.name}: no 5xx, no stack or internal message, every 4xx with a known bilingual key`,
      async () => {
        let sent = 0;
        const statuses = new Map<number, number>();
        const request = fc
          .tuple(fc.constantFrom(...family.routes), fc.nat())
          .chain(([route]) => bodies(route.body).map((body) => ({ route, body })));
        /*
         * The identity endpoint checks passwords (scrypt, on libuv's thread pool): its bodies go four at a time so the
         * pool works in parallel. The API's families go one at a time (their writes follow each other anyway).
         */
        const batch = family.cognito ? 4 : 1;
        const send = async ({
          route,
          body,
        }: {
          route: Family['routes'][number];
          body: { json?: unknown; raw?: string };
        }) => {
          const n = sent++;
          const res = route.target
            ? await cognitoCall(route.target, body.raw ?? JSON.stringify(body.json), n)
            : await h.call(route.method, route.path(), {
                as: route.as?.() ?? owner,
                ...(body.raw !== undefined ? { body: body.raw, type: 'application/json' } : { json: body.json }),
              });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const problem = checkAnswer(res.status, res.data, family.cognito);
          if (problem)
            throw new Error(
              `${route.method} ${route.path()} answered ${problem}: ${JSON.stringify(res.data)?.slice(0, 300)}`,
            );
        };
        await fuzz(
          fc.asyncProperty(fc.array(request, { minLength: batch, maxLength: batch }), async (requests) => {
            await Promise.all(requests.map(send));
          }),
          SEED + i,
          Math.ceil(Math.min(RUNS, family.runs ?? RUNS) / batch),
          `${family.name}`,
          'bodies',
          () => sent,
          statuses,
        );
      },
      (SECONDS + 30) * 1000,
    );
});
