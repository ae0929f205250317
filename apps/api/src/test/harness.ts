import { test } from 'vitest';
import type { RegulatorRole } from '@dfr/forms/rules';
import { createApp } from '../app';
import { createTestDeps, signInForTest } from '../auth/testing';
import type { Deps } from '../context';
import { desc, eq } from 'drizzle-orm';
import { emailOutbox } from '../db/schema';
import { REGULATOR_GROUP, roleGroup } from '../auth/regulator';
import { ensureUser } from '../identity';
import { settleJobs } from '../features/jobs/service';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../demo/seed';

/** A signed-in test user: its bearer token and identity `sub`. */
export interface TestUser {
  email: string;
  sub: string;
  token: string;
}

/** What a test request sends: who (a bearer token), a JSON or raw body, its type, the reader's language. */
export interface CallOptions {
  as?: TestUser;
  json?: unknown;
  body?: string | Uint8Array<ArrayBuffer> | FormData;
  type?: string;
  lang?: string;
}

/** A request to an app (`app.request`), its answer parsed as JSON when it is JSON (the harness's `call`). */
export async function callApp(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  method: string,
  path: string,
  opts: CallOptions = {},
) {
  const headers: Record<string, string> = {};
  if (opts.as) headers.authorization = `Bearer ${opts.as.token}`;
  if (opts.lang) headers['accept-language'] = opts.lang;
  let body: string | Uint8Array<ArrayBuffer> | FormData | undefined = opts.body;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.type) headers['content-type'] = opts.type;
  const res = await app.request(path, { method, headers, body });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  let data: any;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  return { status: res.status, data, headers: res.headers };
}

/**
 * Route-test harness: the real app on a fresh SQLite file in a temporary DFR_DATA_DIR, users signed in through the
 * real identity path, and a `call` helper over `app.request`.
 */
export async function startHarness(env: Parameters<typeof createTestDeps>[0] = {}) {
  const { deps, cleanup } = await createTestDeps(env);
  const app = createApp(deps);
  const users = new Map<string, TestUser>();
  async function user(email: string): Promise<TestUser> {
    const known = users.get(email);
    if (known) return known;
    const s = await signInForTest(deps, email);
    const u = { email, sub: s.sub, token: s.accessToken };
    users.set(email, u);
    return u;
  }
  /**
   * A signed-in member of the pool group `regulator` (regulator staff); with `role`, also of that role's group (issue
   * 32; without one, staff count as administrators).
   */
  async function regulator(email: string, role?: RegulatorRole): Promise<TestUser> {
    const known = users.get(email);
    if (known) return known;
    const groups = [REGULATOR_GROUP, ...(role ? [roleGroup(role)] : [])];
    await ensureUser(deps, { email, password: 'Regulator@2026', groups });
    const u = await signIn(email, 'Regulator@2026');
    users.set(email, u);
    return u;
  }
  /** An existing user (the demo's, the seeded regulator) signed in with its password. */
  async function signIn(email: string, password: string): Promise<TestUser> {
    const s = await signInForTest(deps, email, password);
    return { email, sub: s.sub, token: s.accessToken };
  }
  /** The demo data seeded (`seedDemo`): its entity and statement, and the demo user signed in. */
  async function demo() {
    const seeded = await seedDemo(deps);
    return { ...seeded, demo: await signIn(DEMO_EMAIL, DEMO_PASSWORD) };
  }
  /** A new entity registered by `owner` (`entityBody`); its id. */
  async function entity(owner: TestUser, registrationNumber: string, extra: Record<string, unknown> = {}) {
    return (await call('POST', '/api/entities', { as: owner, json: entityBody(registrationNumber, extra) })).data
      .id as string;
  }
  /** A new statement of the entity (small-entity framework, 2025); its id. */
  async function statement(owner: TestUser, entityId: string) {
    return (
      await call('POST', `/api/entities/${entityId}/statements`, {
        as: owner,
        json: { framework: 'crfrf', reportingYear: 2025 },
      })
    ).data.id as string;
  }
  /** Adds `member` to the entity's users with `role` (as an admin of it). */
  function addMember(as: TestUser, entityId: string, member: TestUser, role: string) {
    return call('POST', `/api/entities/${entityId}/users`, { as, json: { email: member.email, role } });
  }
  const call = (method: string, path: string, opts: CallOptions = {}) => callApp(app, method, path, opts);
  /** The newest e-mail in the outbox to an address (what the mailbox shows first). */
  async function latestEmail(to: string) {
    return (
      await deps.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, to))
        .orderBy(desc(emailOutbox.createdAt))
        .limit(1)
    )[0];
  }
  return {
    deps: deps as Deps,
    app,
    user,
    regulator,
    signIn,
    demo,
    entity,
    statement,
    addMember,
    call,
    latestEmail,
    async close() {
      await settleJobs();
      await deps.pdf.close();
      cleanup();
    },
  };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;

/** A valid entity body (the contract's `EntityInfo` fields). */
export function entityBody(registrationNumber: string, extra: Record<string, unknown> = {}) {
  return {
    nameEn: `Test Co ${registrationNumber}`,
    nameKh: 'ក្រុមហ៊ុនសាកល្បង',
    registrationNumber,
    legalForm: 'privateLimitedCompany',
    countryOfIncorporation: 'KH',
    province: 'phnom-penh',
    ...extra,
  };
}

/** Note data that passes the note rules (shareholders, employees, customers, SDGs, funding, 13 answers). */
export const sampleNotes = {
  shareholders: [{ name: 'Sok Dara', shares: 1000, paidUpKhr: 400_000_000 }],
  employees: { total: 12, female: 5, accountants: 2 },
  customers: { active: 40, taxable: 30 },
  sdgs: [8],
  fundingSources: { government: false, domesticAgencies: false, internationalAgencies: false },
  funds: { restricted: 0, nonRestricted: 0 },
  postPeriodAnswers: Array(13).fill(false),
};

/** A custom account (petty cash in USD, code 1199) for the chart of accounts. */
export const sampleAccount = {
  code: '1199',
  nameEn: 'Petty cash in USD',
  nameKh: 'សាច់ប្រាក់តូចតាច ដុល្លារ',
  accountType: 'asset',
  concept: 'ifrs-full:CashAndCashEquivalents',
  balance: 'debit',
  periodType: 'instant',
};

/**
 * The usual route-test world: the harness, an owner who registered one entity, a stranger to it and, with `viewer`,
 * a viewer the owner added.
 */
export async function startWithEntity(
  registrationNumber: string,
  {
    viewer = false,
    entity = {},
    env = {},
  }: { viewer?: boolean; entity?: Record<string, unknown>; env?: Parameters<typeof startHarness>[0] } = {},
) {
  const h = await startHarness(env);
  const owner = await h.user('owner@example.com');
  const member = viewer ? await h.user('viewer@example.com') : undefined;
  const stranger = await h.user('stranger@example.com');
  const entityId = await h.entity(owner, registrationNumber, entity);
  if (member) await h.addMember(owner, entityId, member, 'viewer');
  return { h, owner, viewer: member as TestUser, stranger, entityId };
}

export type EntityWorld = Awaited<ReturnType<typeof startWithEntity>>;

/**
 * `it` with a `world` fixture: `startWithEntity(registrationNumber)` once for the file, closed after its last test
 * (`it('…', async ({ world: { h, owner } }) => …)`).
 */
export function entityTest(registrationNumber: string) {
  return test.extend<{ world: EntityWorld }>({
    world: [
      // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from its first parameter
      async ({}, use) => {
        const world = await startWithEntity(registrationNumber);
        await use(world);
        await world.h.close();
      },
      { scope: 'file' },
    ],
  });
}
