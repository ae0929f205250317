import { createServer, type Server, type ServerOptions } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestDeps, signInForTest } from '../auth/testing';
import { createDeps } from '../context';
import { DIALECT } from '../db/schema/dialect';
import { PresetResponse } from './node-response';
import { openTestDatabase } from '../db/testing';
import { type Harness, startHarness, type TestUser } from '../test/harness';

/* Issue 19, finding 6: security headers and CORS of the identity endpoint. */
let h: Harness;
let user: TestUser;

beforeAll(async () => {
  h = await startHarness();
  user = await h.user('headers@example.com');
});
afterAll(() => h.close());

describe('security headers (issue 19, finding 6)', () => {
  it('sends a CSP without inline script, no framing, nosniff and no referrer on every answer', async () => {
    for (const path of ['/api/health', '/config.json', '/api/docs', '/nope']) {
      const res = await h.app.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      // Served over plain HTTP here: no HSTS (a browser would ignore it, and it must not pin a dev host).
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('marks API answers with personal data no-store', async () => {
    const me = await h.call('GET', '/api/me', { as: user });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const refused = await h.call('GET', '/api/me');
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('sends HSTS when the public origin is HTTPS', async () => {
    const tls = await createTestDeps({ DFR_PUBLIC_URL: 'https://dfr.example.kh' });
    try {
      const res = await createApp(tls.deps).request('/api/health');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      tls.cleanup();
    }
  });

  it('writes the same headers when Node serves the app (on its response, issue 30) as Hono secureHeaders does', async () => {
    // The reference: Hono's own middleware with the options DFR chose before issue 30 (its defaults otherwise).
    const reference = new Hono()
      .use(
        secureHeaders({
          contentSecurityPolicy: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
          },
          strictTransportSecurity: false,
          xFrameOptions: 'DENY',
          referrerPolicy: 'no-referrer',
          crossOriginEmbedderPolicy: false,
          crossOriginResourcePolicy: 'same-origin',
          crossOriginOpenerPolicy: 'same-origin',
        }),
      )
      .get('*', (c) => c.body(null, 204));
    const expected = [...(await reference.request('/')).headers].sort();
    expect(expected).toHaveLength(11);
    // Two apps with a low limit: one per server below (each counts its own budget).
    const lows = [
      await createTestDeps({ DFR_RATE_LIMIT_PER_ADDRESS: '3' }),
      await createTestDeps({ DFR_RATE_LIMIT_PER_ADDRESS: '3' }),
    ];
    const served: Server[] = [];
    // Served as main.ts serves it (Node's responses are `PresetResponse`s), and by a plain Node server.
    const serve = async (
      app: { fetch: (r: Request, env: unknown) => Response | Promise<Response> },
      options: ServerOptions = { ServerResponse: PresetResponse },
    ) => {
      const server = createServer(options, getRequestListener(app.fetch));
      served.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    };
    try {
      const security = (res: Response) => [...res.headers].filter(([k]) => expected.some(([e]) => e === k)).sort();
      for (const base of [await serve(h.app), await serve(h.app, {})]) {
        for (const path of ['/api/health', '/api/me', '/config.json', '/api/docs', '/nope']) {
          const wire = await fetch(base + path);
          const inProcess = await h.app.request(path);
          expect(wire.status, path).toBe(inProcess.status);
          expect(security(wire), path).toEqual(expected);
          expect(security(inProcess), path).toEqual(expected);
          expect(wire.headers.get('cache-control'), path).toBe(inProcess.headers.get('cache-control'));
          expect(wire.headers.get('content-type'), path).toBe(inProcess.headers.get('content-type'));
        }
        expect(
          (await fetch(`${base}/api/me`, { headers: { authorization: `Bearer ${user.token}` } })).headers.get(
            'cache-control',
          ),
        ).toBe('no-store');
      }
      // The rate limits' headers too, and the 429's Retry-After, on Node's response (each server its own budget).
      for (const [i, options] of [undefined, {}].entries()) {
        const limited = await serve(createApp(lows[i]!.deps), options);
        const answers: Response[] = [];
        for (let i = 0; i < 4; i++) answers.push(await fetch(`${limited}/api/health`));
        expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 429]);
        expect(answers[0]!.headers.get('ratelimit-policy')).toBe('3;w=60');
        expect(answers[2]!.headers.get('ratelimit')).toMatch(/^limit=3, remaining=0, reset=\d+$/);
        expect(Number(answers[3]!.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(security(answers[3]!)).toEqual(expected);
        expect(answers[3]!.headers.get('cache-control')).toBe('no-store');
      }
    } finally {
      for (const server of served) server.close();
      for (const low of lows) low.cleanup();
    }
  });

  it('lets only the configured web origins call the identity endpoint from a browser', async () => {
    const preflight = (origin: string) =>
      h.app.request('/identity', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-amz-target' },
      });
    const own = new URL(h.deps.env.publicUrl).origin;
    expect((await preflight(own)).headers.get('access-control-allow-origin')).toBe(own);
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('rate limits (issue 19, finding 6)', () => {
  it('answers 429 with Retry-After per address and per session, in both languages', async () => {
    const low = await createTestDeps({ DFR_RATE_LIMIT_PER_ADDRESS: '5', DFR_RATE_LIMIT_PER_USER: '3' });
    try {
      const app = createApp(low.deps);
      const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await app.request('/api/health', {}, from('198.51.100.1'))).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const limited = await app.request('/api/health', { headers: { 'accept-language': 'km' } }, from('198.51.100.1'));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = (await limited.json()) as { error: { message: string } };
      expect(body.error).toMatchObject({ code: 'RATE_LIMITED', message_key: 'too_many_requests' });
      expect(body.error.message).toMatch(/[\u1780-\u17FF]/);
      // Another address is not affected.
      expect((await app.request('/api/health', {}, from('198.51.100.2'))).status).toBe(200);
      // One session, spread over addresses, is limited too.
      const { accessToken } = await signInForTest(low.deps, 'limited@example.com');
      const headers = { authorization: `Bearer ${accessToken}` };
      const mine: number[] = [];
      for (let i = 0; i < 4; i++) mine.push((await app.request('/api/me', { headers }, from(`203.0.113.${i}`))).status);
      expect(mine).toEqual([200, 200, 200, 429]);
      // The identity endpoint is limited per address too, and answers in Cognito's shape (aws-amplify reads `__type`).
      const identity: Response[] = [];
      for (let i = 0; i < 6; i++)
        identity.push(
          await app.request(
            '/identity',
            {
              method: 'POST',
              headers: {
                'content-type': 'application/x-amz-json-1.1',
                'x-amz-target': 'AWSCognitoIdentityProviderService.ForgotPassword',
              },
              body: '{}',
            },
            from('198.51.100.9'),
          ),
        );
      const refused = identity.at(-1)!;
      expect(identity.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 429]);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ __type: 'TooManyRequestsException' });
    } finally {
      low.cleanup();
    }
  });
});

describe('rate limits across instances (issue 37)', () => {
  it('holds one limit over two instances and across a restart on PostgreSQL; each instance its own on SQLite', async () => {
    const first = await createTestDeps({ DFR_RATE_LIMIT_PER_ADDRESS: '6', DFR_TRUSTED_PROXIES: '192.0.2.10' });
    // A second instance on the same database (its own connections, its own process state), then a restarted one.
    const instance = async () => {
      const { db, close } = await openTestDatabase(first.dataDir);
      return { app: createApp(await createDeps(first.deps.env, db)), close };
    };
    const b = await instance();
    try {
      const a = createApp(first.deps);
      const from = { incoming: { socket: { remoteAddress: '198.51.100.37' } } };
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await (i % 2 ? b.app : a).request('/api/health', {}, from)).status);
      // The load balancer's own health checks (a trusted proxy, nothing forwarded) are not counted.
      const proxy = { incoming: { socket: { remoteAddress: '192.0.2.10' } } };
      const checks: number[] = [];
      for (let i = 0; i < 10; i++) checks.push((await a.request('/api/health', {}, proxy)).status);
      expect(checks).toEqual(Array(10).fill(200));
      const restarted = await instance();
      const afterRestart = (await restarted.app.request('/api/health', {}, from)).status;
      await restarted.close();
      if (DIALECT === 'postgresql') {
        // One budget of 6 for the address, whichever instance it reaches, and still spent after a restart.
        expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
        expect(afterRestart).toBe(429);
      } else {
        // SQLite: each process counts in its memory (4 of its 6 used each); a restarted process starts afresh.
        expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
        expect(afterRestart).toBe(200);
      }
    } finally {
      await b.close();
      first.cleanup();
    }
  });
});
