import { Hono } from 'hono';
import { uniqueSymbol } from 'hono-openapi';
import { findTargetHandler } from 'hono/utils/handler';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onError } from '../../http/errors';
import { readUpload } from '../../http/upload';
import { validate } from '../../http/validate';
import { type Harness, startHarness } from '../../test/harness';
import { type OpenApiDocument, type Operation, openApiDocument } from './openapi';
import { routeDoc } from '../../http/route-doc';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

type Routes = Hono['routes'];

/** The `METHOD /path` of every API route an app serves (middleware on `*` paths aside). */
const servedRoutes = (routes: Routes) =>
  new Set(
    routes
      .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.includes('*'))
      .map((r) => `${r.method} ${r.path}`),
  );

/** What a route's `validate(...)` middlewares check: `json` (a body), `query`, `param`. */
function validatedTargets(routes: Routes, route: string): Set<string> {
  const targets = new Set<string>();
  for (const r of routes) {
    if (`${r.method} ${r.path}` !== route) continue;
    const meta = (findTargetHandler(r.handler) as unknown as Record<symbol, { target?: string } | undefined>)[
      uniqueSymbol
    ];
    if (meta?.target) targets.add(meta.target);
  }
  return targets;
}

/** The kinds of file a route takes, as its `routeDoc({ upload })` declares them (what `readUpload` accepts). */
function uploadKindsOf(routes: Routes, route: string): readonly string[] | undefined {
  for (const r of routes) {
    if (`${r.method} ${r.path}` !== route) continue;
    const kinds = (findTargetHandler(r.handler) as unknown as { uploadKinds?: readonly string[] }).uploadKinds;
    if (kinds) return kinds;
  }
  return undefined;
}

/** The media types a file of each kind may come as (raw), besides multipart/form-data. */
const RAW_TYPES: Record<string, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xml: 'application/xml',
};

const operationOf = (doc: OpenApiDocument, route: string) => {
  const [method, path] = route.split(' ') as [string, string];
  return doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
};

/** Every problem of the document against the routes served: a route missing, without summary, or without its body. */
function problems(routes: Routes, doc: OpenApiDocument): string[] {
  const found: string[] = [];
  const served = servedRoutes(routes);
  for (const route of served) {
    const op = operationOf(doc, route);
    if (!op?.summary) {
      found.push(`${route}: no summary (routeDoc missing)`);
      continue;
    }
    if (!op.tags?.length) found.push(`${route}: no tag`);
    const targets = validatedTargets(routes, route);
    if (targets.has('json') && !op.requestBody?.content['application/json']?.schema)
      found.push(`${route}: body schema missing`);
    if (targets.has('query') && !op.parameters?.some((p) => p.in === 'query'))
      found.push(`${route}: query parameters missing`);
    const kinds = uploadKindsOf(routes, route);
    if (kinds) {
      const content = op.requestBody?.content ?? {};
      const form = content['multipart/form-data']?.schema as
        | { properties?: { file?: { format?: string } } }
        | undefined;
      const raw = kinds.every((k) => RAW_TYPES[k] && content[RAW_TYPES[k]]);
      if (form?.properties?.file?.format !== 'binary' || !raw) found.push(`${route}: upload body missing`);
    }
  }
  const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
  for (const route of documented) if (!served.has(route)) found.push(`${route}: documented but not served`);
  return found;
}

/**
 * The typed contract (issue 31, item 3): every `/api/` operation's JSON success answer has a schema, and every path
 * parameter is validated by the route (`validate('param', ...)`) and shown with that schema. (The generator would
 * list an unvalidated parameter too, as a bare string: only the route's validator makes it declared.)
 */
function contractProblems(
  routes: Routes,
  doc: OpenApiDocument,
  skip: (path: string, op: Operation) => boolean = () => false,
) {
  const found: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, op] of Object.entries(methods)) {
      if (skip(path, op)) continue;
      const route = `${method.toUpperCase()} ${path}`;
      for (const [code, response] of Object.entries(op.responses)) {
        if (!code.startsWith('2')) continue;
        const json = response.content?.['application/json'] as { schema?: unknown } | undefined;
        if (json && !json.schema) found.push(`${route}: ${code} answer has no schema`);
      }
      const validated = validatedTargets(routes, `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        const param = op.parameters?.find((p) => p.in === 'path' && p.name === name);
        if (!validated.has('param') || !param?.schema) found.push(`${route}: path parameter ${name} has no schema`);
      }
    }
  }
  return found;
}

describe('API reference', () => {
  it('declares the answer of every JSON operation and the schema of every path parameter (the typed contract)', async () => {
    const doc = await openApiDocument(h.app);
    expect(contractProblems(h.app.routes, doc)).toEqual([]);
    // What the check holds is there: a declared answer and a validated path parameter, both in the document.
    const entity = operationOf(doc, 'GET /api/entities/:entityId')!;
    expect(entity.responses['200']?.content?.['application/json']).toMatchObject({
      schema: { type: 'object', properties: { registrationNumber: { type: 'string' } }, additionalProperties: false },
    });
    expect(entity.parameters).toContainEqual(
      expect.objectContaining({ in: 'path', name: 'entityId', required: true, schema: expect.anything() }),
    );
    expect(Object.keys(entity.responses)).toContain('422');
  });

  it('finds an answer without a schema and a path parameter read unvalidated', async () => {
    const app = new Hono()
      .get(
        '/api/things/:id',
        routeDoc({ tag: 'T', summary: 'Declared.', response: z.strictObject({ id: z.string() }) }),
        validate('param', z.object({ id: z.string().max(10) })),
        (c) => c.json({ id: c.req.valid('param').id }),
      )
      .get('/api/loose/:id', routeDoc({ tag: 'T', summary: 'Undeclared.' }), (c) => c.json({ id: c.req.param('id') }))
      .get('/api/file', routeDoc({ tag: 'T', summary: 'A file.', produces: 'text/csv' }), (c) => c.text('a,b'));
    const doc = await openApiDocument(app);
    expect(contractProblems(app.routes, doc)).toEqual([
      'GET /api/loose/{id}: 200 answer has no schema',
      'GET /api/loose/{id}: path parameter id has no schema',
    ]);
  });

  it('holds an answer to its schema under the test runner (500 and a log line when it does not match)', async () => {
    const app = new Hono().get(
      '/api/drifted',
      routeDoc({ tag: 'T', summary: 'Says one thing.', response: z.strictObject({ id: z.string() }) }),
      (c) => c.json({ id: 'x', secret: 'leaked' }),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await app.request('/api/drifted');
    expect(res.status).toBe(500);
    expect(String(error.mock.calls[0]?.[0])).toContain('GET /api/drifted answered a body its schema refuses');
    error.mockRestore();
  });

  it('answers a malformed path parameter with the 422 envelope in both languages, an unknown id with 404 as before', async () => {
    const owner = await h.user('contract-b@example.com');
    const long = 'x'.repeat(101);
    const texts = new Set<string>();
    for (const lang of ['en', 'km-KH']) {
      const res = await h.call('GET', `/api/entities/${long}`, { as: owner, lang });
      expect(res.status).toBe(422);
      expect(res.data.error.field_keys).toEqual({ entityId: 'invalid_value' });
      texts.add(res.data.error.fields.entityId);
    }
    expect(texts.size).toBe(2); // English, and Khmer
    expect([...texts].some((t) => /[\u1780-\u17ff]/.test(t))).toBe(true);
    expect((await h.call('GET', '/api/entities/nope', { as: owner })).status).toBe(404);
  });

  it('documents every API route the app serves, with a summary, and the body and query it validates', async () => {
    const doc = await openApiDocument(h.app);
    expect(servedRoutes(h.app.routes).size).toBeGreaterThan(60);
    expect(problems(h.app.routes, doc)).toEqual([]);
  });

  it('finds a route without its documentation, and a body the document does not show', async () => {
    const body = z.object({ name: z.string() });
    const app = new Hono()
      .get('/api/documented', routeDoc({ tag: 'T', summary: 'Documented.' }), (c) => c.json({}))
      .get('/api/forgotten', (c) => c.json({}))
      .post('/api/forgotten-with-body', validate('json', body), (c) => c.json({}))
      .post('/api/body', routeDoc({ tag: 'T', summary: 'Has a body.' }), validate('json', body), (c) => c.json({}));
    const doc = await openApiDocument(app);
    expect(problems(app.routes, doc)).toEqual([
      'GET /api/forgotten: no summary (routeDoc missing)',
      'POST /api/forgotten-with-body: no summary (routeDoc missing)',
    ]);
    expect(doc.paths['/api/body']?.post?.requestBody?.content['application/json']?.schema).toMatchObject({
      properties: { name: { type: 'string' } },
    });
    delete doc.paths['/api/body']?.post?.requestBody;
    expect(problems(app.routes, doc)).toContain('POST /api/body: body schema missing');
  });

  it('shows the file every upload route takes, and finds one the document does not show', async () => {
    const doc = await openApiDocument(h.app);
    const uploads = [...servedRoutes(h.app.routes)].filter((r) => uploadKindsOf(h.app.routes, r));
    expect(uploads).toEqual(
      expect.arrayContaining([
        'POST /api/statements/:statementId/trial-balance',
        'POST /api/entities/:entityId/accounts/import',
        'POST /api/exchange-rates/import',
        'POST /api/exchange-rates/import-nbc',
      ]),
    );
    const nbc = operationOf(doc, 'POST /api/exchange-rates/import-nbc')!;
    expect(Object.keys(nbc.requestBody?.content ?? {}).sort()).toEqual(
      ['application/xml', 'multipart/form-data', 'text/csv'].sort(),
    );
    expect(nbc.requestBody?.content['multipart/form-data']?.schema).toMatchObject({
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(nbc.responses)).toContain('422');
    delete nbc.requestBody;
    const rates = operationOf(doc, 'POST /api/exchange-rates/import')!;
    delete rates.requestBody?.content['text/csv'];
    expect(problems(h.app.routes, doc)).toEqual([
      'POST /api/exchange-rates/import: upload body missing',
      'POST /api/exchange-rates/import-nbc: upload body missing',
    ]);
  });

  it('reads a file only on a route that declares it (so none is left out of the document)', async () => {
    const app = new Hono()
      .onError(onError)
      .post('/api/declared', routeDoc({ tag: 'T', summary: 'Takes a CSV.', upload: ['csv'] }), async (c) =>
        c.json({ text: (await readUpload(c)).text }),
      )
      .post('/api/undeclared', routeDoc({ tag: 'T', summary: 'Reads a file.' }), async (c) =>
        c.json({ text: (await readUpload(c)).text }),
      );
    const send = (path: string) =>
      app.request(path, { method: 'POST', headers: { 'content-type': 'text/csv' }, body: 'a,b\n1,2\n' });
    const declared = await send('/api/declared');
    expect(declared.status).toBe(200);
    expect(await declared.json()).toEqual({ text: 'a,b\n1,2\n' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const undeclared = await send('/api/undeclared');
    expect(undeclared.status).toBe(500);
    expect(((await undeclared.json()) as { error: { code: string } }).error.code).toBe('INTERNAL');
    expect(String(error.mock.calls[0]?.[1])).toContain(
      'POST /api/undeclared reads a file its routeDoc does not declare',
    );
    error.mockRestore();
  });

  it('serves the OpenAPI document with request schemas, and an offline HTML page', async () => {
    const doc = await h.call('GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.data.openapi).toBe('3.1.0');
    expect(doc.data.servers[0].url).toMatch(/^http/);
    const create = doc.data.paths['/api/entities'].post;
    expect(create.summary).toMatch(/Create a reporting entity/);
    expect(create.requestBody.content['application/json'].schema.properties.registrationNumber).toBeDefined();
    expect(create.responses['422'].content['application/json'].schema.required).toEqual(['error']);
    expect(Object.keys(create.responses)).toContain('201');
    expect(Object.keys(create.responses)).not.toContain('200');
    const health = doc.data.paths['/api/health'].get;
    expect(health.security).toEqual([]);
    expect(health.responses['401']).toBeUndefined();
    const rates = doc.data.paths['/api/exchange-rates/on'].get;
    expect(rates.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['date', 'currency', 'entityId']),
    );
    expect(rates.parameters.find((p: { name: string }) => p.name === 'date')).toMatchObject({
      description: 'YYYY-MM-DD',
      required: true,
    });
    const upload = doc.data.paths['/api/statements/{statementId}/trial-balance'].post;
    expect(Object.keys(upload.requestBody.content)).toContain('multipart/form-data');
    expect(doc.data.paths['/api/statements/{statementId}/pdf'].get.responses['200'].content).toHaveProperty(
      'application/pdf',
    );
    const page = await h.call('GET', '/api/docs');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.data).toContain('/api/statements/{statementId}/commands/{command}');
    expect(page.data).not.toMatch(/<script|(src|href)="https?:/);
    // Each answer's declared schema is on the page too (issue 31, item 3).
    expect(page.data).toContain('<summary>Answer <code>200</code>: <code>application/json</code></summary>');
  });
});
