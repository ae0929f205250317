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
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, '.vite', 'screens.json'),
    JSON.stringify({
      '/': ['/assets/Home-H0me12.js', '/assets/Home-Css123.css', '/assets/layout-L4yout.js'],
      '/reporting/:id?/:year?': ['/assets/Reporting-R3p0rt.js'],
    }),
  );
  fs.writeFileSync(
    path.join(dist, '.vite', 'screens.kh.json'),
    JSON.stringify({
      '/': [
        '/assets/khFirst-Kh1234.js',
        '/assets/home-Kh5678.js',
        '/assets/noto-sans-khmer-khmer-400-normal-F0nt.woff2',
      ],
    }),
  );
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

  it("names the first screen's files with the page, so the browser fetches them beside the entry", async () => {
    const app = createApp(test.deps);
    const home = await app.request('/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<title>DFR</title>');
    expect(home.headers.get('link')).toBe(
      '</assets/Home-H0me12.js>; rel=modulepreload; crossorigin, </assets/Home-Css123.css>; rel=preload; as=style; crossorigin, </assets/layout-L4yout.js>; rel=modulepreload; crossorigin',
    );
    for (const url of ['/reporting', '/reporting/abc', '/reporting/abc/2025/'])
      expect((await app.request(url)).headers.get('link'), url).toBe(
        '</assets/Reporting-R3p0rt.js>; rel=modulepreload; crossorigin',
      );
  });

  it('names the Khmer strings and font faces too when the visitor chose Khmer (the lang cookie)', async () => {
    const app = createApp(test.deps);
    const english = (await app.request('/')).headers.get('link');
    const khmer = (await app.request('/', { headers: { cookie: 'theme=dark; lang=kh' } })).headers.get('link');
    expect(khmer).toBe(
      `${english}, </assets/khFirst-Kh1234.js>; rel=modulepreload; crossorigin, </assets/home-Kh5678.js>; rel=modulepreload; crossorigin, </assets/noto-sans-khmer-khmer-400-normal-F0nt.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin`,
    );
    for (const cookie of ['lang=en', 'xlang=kh', 'lang=khmer'])
      expect((await app.request('/', { headers: { cookie } })).headers.get('link'), cookie).toBe(english);
    // A route with nothing of its own in Khmer still gets its English files.
    expect((await app.request('/reporting', { headers: { cookie: 'lang=kh' } })).headers.get('link')).toBe(
      '</assets/Reporting-R3p0rt.js>; rel=modulepreload; crossorigin',
    );
  });

  it('serves the page without naming files on a path no route knows, and leaves the API and files alone', async () => {
    const app = createApp(test.deps);
    for (const url of ['/no-such-screen', '/reporting/a/b/c/d']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      expect(await res.text(), url).toContain('<title>DFR</title>');
      expect(res.headers.get('link'), url).toBeNull();
    }
    expect((await app.request('/api/no-such-route')).headers.get('link')).toBeNull();
    expect((await app.request('/assets/index-AbC123.js')).headers.get('link')).toBeNull();
  });
});
