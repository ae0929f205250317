// The API's Node response (http/node-response.ts, issue 30): headers preset before the route are written with the
// route's own in one `writeHead`, and the answer on the wire is byte for byte what `setHeader` for each gave.
import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { PresetResponse, presetNames } from './node-response';

const security = [
  'X-Frame-Options',
  'DENY',
  'Content-Security-Policy',
  "default-src 'self'",
  'cache-control',
  'no-store',
];
const limits = ['RateLimit-Policy', '3;w=60', 'RateLimit', 'limit=3, remaining=2, reset=60'];

/** What the handler does before the route (preset, or `setHeader` each as before issue 30), then the route. */
type Route = (res: ServerResponse) => void;
const servers: Server[] = [];
afterAll(() => {
  for (const server of servers) server.close();
});

/** The raw answer of a server whose handler presets the lists (or sets them one by one) and then runs `route`. */
async function rawAnswer(preset: boolean, route: Route): Promise<string> {
  const options: ServerOptions = preset ? { ServerResponse: PresetResponse } : {};
  const server = createServer(options, (_req: IncomingMessage, res: ServerResponse) => {
    for (const list of [security, limits]) {
      if (res instanceof PresetResponse) res.preset(list, presetNames(list));
      else for (let i = 0; i < list.length; i += 2) res.setHeader(list[i]!, list[i + 1]!);
    }
    route(res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.end('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    );
    let text = '';
    socket.on('data', (d) => {
      text += d.toString('latin1');
    });
    socket.on('end', () => resolve(text.replace(/^Date: .*\r\n/m, 'Date: -\r\n')));
    socket.on('error', reject);
  });
}

/** The answer written both ways must be the same bytes. */
async function same(route: Route): Promise<string> {
  const preset = await rawAnswer(true, route);
  expect(preset).toBe(await rawAnswer(false, route));
  return preset;
}

describe('PresetResponse (issue 30)', () => {
  it("writes the preset headers and the route's in one writeHead, the same bytes as setHeader for each", async () => {
    const answer = await same((res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'Content-Length': 2 });
      res.end('{}');
    });
    expect(answer).toMatch(
      /^HTTP\/1\.1 200 OK\r\nX-Frame-Options: DENY\r\nContent-Security-Policy: default-src 'self'\r\ncache-control: no-store\r\nRateLimit-Policy: 3;w=60\r\n/,
    );
    expect(answer).toContain('\r\ncontent-type: application/json\r\nContent-Length: 2\r\n');
  });

  it("lets the route's header of the same name stand, once (any case)", async () => {
    const answer = await same((res) => {
      res.writeHead(200, { 'Cache-Control': 'public, max-age=60', 'content-type': 'text/plain' });
      res.end('ok');
    });
    expect(answer.match(/cache-control/gi)).toHaveLength(1);
    expect(answer).toContain('Cache-Control: public, max-age=60\r\n');
  });

  it("answers Node's header API with the preset headers before writeHead (and a later setHeader stands)", async () => {
    const answer = await same((res) => {
      expect(res.getHeader('x-frame-options')).toBe('DENY');
      expect(res.getHeader('X-Nothing')).toBeUndefined();
      expect(res.hasHeader('ratelimit')).toBe(true);
      expect(res.hasHeader('content-length')).toBe(false);
      res.setHeader('X-Frame-Options', 'SAMEORIGIN');
      res.removeHeader('RateLimit-Policy');
      res.end('implicit');
    });
    expect(answer).toContain('X-Frame-Options: SAMEORIGIN\r\n');
    expect(answer).not.toMatch(/RateLimit-Policy/);
    expect(answer).toContain('RateLimit: limit=3');
  });

  it("asks nothing of Node's header API on the common path (the presets stay one list until writeHead)", async () => {
    let settled = false;
    await same((res) => {
      if (res instanceof PresetResponse) {
        // What @hono/node-server asks before it writes an answer.
        expect(res.hasHeader('content-length') || res.hasHeader('transfer-encoding')).toBe(false);
        settled = Object.getOwnPropertySymbols(res).some(
          (s) => s.description === 'kOutHeaders' && (res as unknown as Record<symbol, unknown>)[s] != null,
        );
      }
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
    });
    expect(settled).toBe(false);
  });

  it('writes a status with a reason, headers as an array, and no headers at all', async () => {
    expect(
      await same((res) => {
        res.writeHead(404, 'Nowhere', { 'content-type': 'text/plain' });
        res.end('no');
      }),
    ).toMatch(/^HTTP\/1\.1 404 Nowhere\r\n/);
    expect(
      await same((res) => {
        res.writeHead(201, ['content-type', 'text/plain', 'Cache-Control', 'private']);
        res.end('made');
      }),
    ).toContain('Cache-Control: private\r\n');
    expect(
      await same((res) => {
        res.statusCode = 204;
        res.end();
      }),
    ).toMatch(/^HTTP\/1\.1 204 No Content\r\n/);
  });

  it('lets a later preset list stand over an earlier one naming the same header', async () => {
    const answer = await rawAnswer(true, (res) => {
      (res as PresetResponse).preset(['x-frame-options', 'SAMEORIGIN'], presetNames(['x-frame-options', '']));
      expect(res.getHeader('X-Frame-Options')).toBe('SAMEORIGIN');
      res.end('later');
    });
    expect(answer.match(/x-frame-options/gi)).toHaveLength(1);
    expect(answer).toContain('x-frame-options: SAMEORIGIN\r\n');
  });
});
