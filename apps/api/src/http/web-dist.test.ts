import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestDeps } from '../auth/testing';

/* Issue 30: the built web app served by the API; its hashed assets are cached for good, the page itself is not. */
let dist: string;
let test: Awaited<ReturnType<typeof createTestDeps>>;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>DFR</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'export {};');
  test = await createTestDeps({ DFR_WEB_DIST: dist });
});
afterAll(() => {
  test.cleanup();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the web build served by the API', () => {
  it('lets a browser keep a hashed asset a year without asking again', async () => {
    const res = await createApp(test.deps).request('/assets/index-AbC123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('does not let it keep the page, the configuration or an asset that is not there', async () => {
    const app = createApp(test.deps);
    for (const url of ['/', '/overview', '/config.json']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control') ?? '', url).not.toContain('immutable');
    }
    expect((await app.request('/assets/missing-XyZ.js')).headers.get('cache-control') ?? '').not.toContain('immutable');
  });
});
