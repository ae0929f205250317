import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken } from '../auth';
import { notify, publish, setPublisher } from '../features/notifications/service';
import { type Harness, startHarness, type TestUser } from '../test/harness';
import { startRealtime } from './index';

let h: Harness;
let owner: TestUser;
let stranger: TestUser;
let statementId: string;
let url: string;
let stop: () => Promise<void>;
let server: ReturnType<typeof serve>;

beforeAll(async () => {
  h = await startHarness();
  owner = await h.user('owner@example.com');
  stranger = await h.user('stranger@example.com');
  statementId = await h.statement(owner, await h.entity(owner, 'RT-1'));
  server = serve({ fetch: h.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((r) => server.once('listening', r));
  const realtime = await startRealtime(h.deps, server as unknown as import('node:http').Server, {
    authenticate: (token) => verifyAccessToken(h.deps, token),
    setPublisher,
  });
  stop = realtime.close;
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/mqtt`;
});
afterAll(async () => {
  await stop();
  await new Promise((r) => server.close(r));
  await h.close();
});

const connect = (token: string) =>
  mqtt.connectAsync(url, { username: 'token', password: token, reconnectPeriod: 0, connectTimeout: 5000 });

describe('realtime over MQTT on WebSocket at /mqtt', () => {
  it('refuses a connection without a valid access token', async () => {
    await expect(connect('not-a-token')).rejects.toThrow();
  });

  it("delivers a user's notifications on their own topic and refuses other users' topics", async () => {
    const client = await connect(owner.token);
    const own = await client.subscribeAsync(`users/${owner.sub}/notifications`);
    expect(own[0]!.qos).toBe(0);
    // A refused topic answers SUBACK 128, which the client reports as a subscribe error.
    await expect(client.subscribeAsync(`users/${stranger.sub}/notifications`)).rejects.toThrow(/Subscribe error/);
    await expect(client.subscribeAsync('users/#')).rejects.toThrow(/Subscribe error/);
    const received = new Promise<{ topic: string; body: { messageKey: string } }>((resolve) =>
      client.once('message', (topic, payload) => resolve({ topic, body: JSON.parse(payload.toString()) })),
    );
    await notify(h.deps.db, owner.sub, {
      kind: 'test',
      messageKey: 'notification.edit_code_sent',
      params: { year: 2025 },
    });
    const message = await received;
    expect(message.topic).toBe(`users/${owner.sub}/notifications`);
    expect(message.body.messageKey).toBe('notification.edit_code_sent');
    // Clients only read.
    await client.publishAsync(`users/${owner.sub}/notifications`, 'forged').catch(() => undefined);
    await client.endAsync();
  });

  it("lets only the statement's entity members follow its job progress", async () => {
    const member = await connect(owner.token);
    expect((await member.subscribeAsync(`statements/${statementId}/jobs`))[0]!.qos).toBe(0);
    const outsider = await connect(stranger.token);
    await expect(outsider.subscribeAsync(`statements/${statementId}/jobs`)).rejects.toThrow(/Subscribe error/);
    const got = new Promise<{ progress: number }>((resolve) =>
      member.once('message', (_t, p) => resolve(JSON.parse(p.toString()))),
    );
    publish(`statements/${statementId}/jobs`, { jobId: 'j1', kind: 'validation', progress: 40, state: 'running' });
    expect((await got).progress).toBe(40);
    await member.endAsync();
    await outsider.endAsync();
  });
});
