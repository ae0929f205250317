import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../test/harness';
import { ROUTE_DOCS } from './openapi';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('API reference', () => {
  it('documents exactly the API routes the app serves', () => {
    const served = new Set(
      h.app.routes
        .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.includes('*'))
        .map((r) => `${r.method} ${r.path}`),
    );
    expect([...served].sort()).toEqual(Object.keys(ROUTE_DOCS).sort());
  });

  it('serves the OpenAPI document with request schemas, and an offline HTML page', async () => {
    const doc = await h.call('GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.data.openapi).toBe('3.1.0');
    const create = doc.data.paths['/api/entities'].post;
    expect(create.requestBody.content['application/json'].schema.properties.registrationNumber).toBeDefined();
    const page = await h.call('GET', '/api/docs');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.data).toContain('/api/statements/{statementId}/commands/{command}');
    expect(page.data).not.toMatch(/<script|(src|href)="https?:/);
  });
});
