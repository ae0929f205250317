import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import type { CredentialRequest, Entity, EntitySummary, Me, Statement } from '../api/types';
import { EntityProvider } from '../features/entities/EntityContext';
import { renderScreen } from './renderScreen';

/** One answer of the stubbed API: a method (GET unless told), a path (exact, or a pattern) and its JSON body. */
export interface StubRoute {
  method?: string;
  path: string | RegExp;
  body: unknown;
  status?: number;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Stubs `globalThis.fetch` for the typed client: each request is answered by the first route matching its method and
 * path (the query string is ignored); any other request answers 404 in the API's error envelope, so a screen that
 * reads an unexpected route shows its error rather than hanging. Returns the spy (its calls are the requests made).
 */
export function stubApi(routes: StubRoute[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const route = routes.find(
      (r) =>
        (r.method ?? 'GET').toUpperCase() === method &&
        (typeof r.path === 'string' ? r.path === url.pathname : r.path.test(url.pathname)),
    );
    if (route) return json(route.body, route.status);
    return json({ error: { code: 'NOT_FOUND', message_key: 'not_found', message: 'Not found' } }, 404);
  });
}

/** The requests a stub saw with a method and a path pattern (e.g. the POST a save sent), with their JSON bodies. */
export function requestsTo(spy: ReturnType<typeof stubApi>, method: string, path: RegExp) {
  return spy.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET').toUpperCase() === method && path.test(String(input)))
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));
}

const stamp = { version: 1, createdAt: '2026-01-05T08:00:00.000Z', updatedAt: '2026-01-05T08:00:00.000Z' };

/** An entity as its own route answers it (typed by the API), with the fields a test cares about overridden. */
export const entityFixture = (over: Partial<Entity> = {}): Entity => ({
  ...stamp,
  role: 'viewer',
  id: 'ent-1',
  nameEn: 'Mekong Rice Co., Ltd.',
  nameKh: 'ក្រុមហ៊ុន មេគង្គ អង្ករ',
  registrationNumber: '00012345',
  vatTin: null,
  legalForm: 'privateLimitedCompany',
  countryOfIncorporation: 'KH',
  registeredOfficeEn: null,
  registeredOfficeKh: null,
  principalPlaceOfBusiness: null,
  natureOfOperations: null,
  parentNameEn: null,
  parentNameKh: null,
  ultimateParentNameEn: null,
  ultimateParentNameKh: null,
  industry: null,
  sector: null,
  registeredCapital: null,
  instituteId: null,
  province: 'phnom-penh',
  size: 'small',
  auditRequired: false,
  sdgs: null,
  eligible: true,
  openPeriodEnd: null,
  createdBy: 'user-1',
  ...over,
});

/** A statement row as the entity's list answers it, in a stage and year. */
export const statementFixture = (over: Partial<Statement> = {}): Statement => {
  const reportingYear = over.reportingYear ?? 2025;
  return {
    ...stamp,
    id: `st-${reportingYear}`,
    entityId: 'ent-1',
    reportingYear,
    settings: {
      framework: 'crfrf',
      reportingYear,
      periodStart: `${reportingYear}-01-01`,
      periodEnd: `${reportingYear}-12-31`,
      rounding: 'units',
      presentationCurrency: 'KHR',
      functionalCurrency: 'KHR',
      sfpType: 'current-noncurrent',
      plType: 'function',
      cashFlowType: 'indirect',
    },
    stage: 'draft',
    preparedBy: null,
    preparedAt: null,
    finalizedBy: null,
    finalizedAt: null,
    validatedBy: null,
    validatedAt: null,
    approvedBy: null,
    approvedAt: null,
    submittedBy: null,
    submittedAt: null,
    decidedBy: null,
    decidedAt: null,
    ...over,
  };
};

/** An entity's request for its e-filing access credential, as the entity's list answers it (pending unless told). */
export const credentialRequestFixture = (over: Partial<CredentialRequest> = {}): CredentialRequest => ({
  ...stamp,
  id: 'cr-1',
  entityId: 'ent-1',
  requestedBy: 'user-1',
  registrationNumber: '00012345',
  contactName: 'Dara Sok',
  contactEmail: 'finance@mekongrice.com.kh',
  contactPhone: null,
  message: null,
  status: 'pending',
  decidedBy: null,
  decidedAt: null,
  reason: null,
  ...over,
});

/** The signed-in user as `GET /api/me` answers it: a member of the entity, not regulator staff. */
export const meFixture = (entity: Entity = entityFixture(), over: Partial<Me> = {}): Me => ({
  ...stamp,
  regulator: false,
  regulatorRoles: [],
  memberships: [{ entityId: entity.id, nameEn: entity.nameEn, nameKh: entity.nameKh, role: entity.role }],
  id: 'user-1',
  email: 'dara@example.com',
  phone: null,
  gender: null,
  dateOfBirth: null,
  position: null,
  userType: null,
  partOfAccountingFirm: null,
  firmName: null,
  professionalMembership: null,
  highestQualification: null,
  lang: 'en',
  ...over,
});

/** The routes every signed-in screen reads: who is signed in, their entities and the current entity in full. */
export function signedIn(entity: Entity = entityFixture(), me: Partial<Me> = {}): StubRoute[] {
  const summary: EntitySummary = entity;
  return [
    { path: '/api/me', body: meFixture(entity, me) },
    { path: '/api/entities', body: { entities: [summary] } },
    { path: `/api/entities/${entity.id}`, body: entity },
  ];
}

/**
 * A screen of a signed-in user, as the app shows it: a fresh SWR cache (no answer leaks between tests), the current
 * entity's provider, and `renderScreen`'s UI provider, router and language. The API is stubbed with `routes`.
 */
export async function renderWithApi(
  ui: ReactElement,
  lang: 'en' | 'kh',
  routes: StubRoute[],
  namespaces: string[] = [],
  path = '/',
) {
  const fetchSpy = stubApi(routes);
  const view = await renderScreen(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <EntityProvider>{ui}</EntityProvider>
    </SWRConfig>,
    lang,
    namespaces,
    path,
  );
  return { ...view, fetchSpy };
}
