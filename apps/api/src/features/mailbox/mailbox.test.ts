import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestDeps, signInForTest } from '../../auth/testing';
import type { Deps } from '../../context';

// The local mailbox (routes.ts): the embedded e-mail default's page, for this machine only, never in production.
let deps: Deps;
let cleanup: () => void;
beforeAll(async () => {
  ({ deps, cleanup } = await createTestDeps());
  await signInForTest(deps, 'mailbox-a@example.com');
  await signInForTest(deps, 'mailbox-b@example.com');
});
afterAll(() => cleanup());

const from = (remoteAddress: string) => ({
  incoming: { socket: { remoteAddress, remotePort: 1, remoteFamily: 'IPv4' } },
});
const get = (app: ReturnType<typeof createApp>, url: string, address = '127.0.0.1') =>
  app.request(url, {}, from(address));
type Messages = { messages: { to: string; template: string }[] };

describe('the local mailbox', () => {
  it('lists the outbox newest first to this machine, filtered by ?to=', async () => {
    const app = createApp(deps);
    const all = (await (await get(app, '/mailbox.json')).json()) as Messages;
    expect(all.messages.map((m) => m.to)).toEqual(['mailbox-b@example.com', 'mailbox-a@example.com']);
    const one = (await (await get(app, '/mailbox.json?to=mailbox-a@example.com')).json()) as Messages;
    expect(one.messages.map((m) => [m.to, m.template])).toEqual([['mailbox-a@example.com', 'signUpCode']]);
    const page = await get(app, '/mailbox');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('To mailbox-a@example.com');
  });

  it('is not there for another machine, nor outside demo mode', async () => {
    expect((await get(createApp(deps), '/mailbox.json', '203.0.113.9')).status).toBe(404);
    expect((await get(createApp(deps), '/mailbox', '203.0.113.9')).status).toBe(404);
    const notDemo = { ...deps, env: { ...deps.env, DFR_DEMO: false } } as Deps;
    expect((await get(createApp(notDemo), '/mailbox.json')).status).toBe(404);
  });
});
