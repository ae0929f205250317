import { createServer, type Server as NetServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Aedes } from 'aedes';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken } from '../auth';
import { publish, setPublisher } from '../features/notifications/service';
import { type Harness, startHarness, type TestUser } from '../test/harness';
import { startRealtime } from './index';

/**
 * Scale-out (issue 17): with `DFR_MQTT_URL`, the API publishes to the external broker every instance shares and bridges
 * the product's topics back to the browsers on its own /mqtt. "Instance B" is a plain MQTT client publishing to that
 * broker, as another API process would.
 */
let h: Harness;
let owner: TestUser;
let external: Aedes;
let externalServer: NetServer;
let externalUrl: string;
let apiServer: ReturnType<typeof serve>;
let stop: () => Promise<void>;
let browserUrl: string;

beforeAll(async () => {
  external = await Aedes.createBroker();
  externalServer = createServer(external.handle);
  await new Promise<void>((r) => externalServer.listen(0, '127.0.0.1', () => r()));
  externalUrl = `mqtt://127.0.0.1:${(externalServer.address() as AddressInfo).port}`;
  h = await startHarness();
  owner = await h.user('owner@example.com');
  apiServer = serve({ fetch: h.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((r) => apiServer.once('listening', r));
  const deps = { ...h.deps, env: { ...h.deps.env, DFR_MQTT_URL: externalUrl } };
  stop = (
    await startRealtime(deps, apiServer as unknown as import('node:http').Server, {
      authenticate: (token) => verifyAccessToken(deps, token),
      setPublisher,
    })
  ).close;
  browserUrl = `ws://127.0.0.1:${(apiServer.address() as AddressInfo).port}/mqtt`;
});
afterAll(async () => {
  await stop();
  await new Promise((r) => apiServer.close(r));
  await new Promise<void>((r) => external.close(() => r()));
  await new Promise((r) => externalServer.close(r));
  await h.close();
});

const browser = () =>
  mqtt.connectAsync(browserUrl, { username: 'token', password: owner.token, reconnectPeriod: 0, connectTimeout: 5000 });

/** Messages received on `topic` within `ms`. */
function collect(client: mqtt.MqttClient, topic: string, ms = 400) {
  const got: string[] = [];
  client.on('message', (t, payload) => {
    if (t === topic) got.push(payload.toString());
  });
  return () => new Promise<string[]>((r) => setTimeout(() => r(got), ms));
}

describe('an external MQTT broker shared by the instances', () => {
  it("brings another instance's message to a browser connected here", async () => {
    const client = await browser();
    const topic = `users/${owner.sub}/notifications`;
    await client.subscribeAsync(topic);
    const seen = collect(client, topic);
    const instanceB = await mqtt.connectAsync(externalUrl, { reconnectPeriod: 0 });
    await instanceB.publishAsync(topic, JSON.stringify({ from: 'B' }), { qos: 1 });
    expect(await seen()).toEqual([JSON.stringify({ from: 'B' })]);
    await instanceB.endAsync();
    await client.endAsync();
  });

  it("publishes this instance's messages to the external broker, and its browsers get each once", async () => {
    const client = await browser();
    const topic = `users/${owner.sub}/notifications`;
    await client.subscribeAsync(topic);
    const local = collect(client, topic);
    const watcher = await mqtt.connectAsync(externalUrl, { reconnectPeriod: 0 });
    await watcher.subscribeAsync(topic, { qos: 1 });
    const remote = collect(watcher, topic);
    publish(topic, { from: 'A' });
    expect(await remote()).toEqual([JSON.stringify({ from: 'A' })]);
    expect(await local()).toEqual([JSON.stringify({ from: 'A' })]);
    await watcher.endAsync();
    await client.endAsync();
  });

  it('does not let a browser publish through the bridge', async () => {
    const client = await browser();
    const watcher = await mqtt.connectAsync(externalUrl, { reconnectPeriod: 0 });
    const topic = `users/${owner.sub}/notifications`;
    await watcher.subscribeAsync(topic);
    const remote = collect(watcher, topic);
    client.publish(topic, 'forged');
    expect(await remote()).toEqual([]);
    await watcher.endAsync();
    client.end(true);
  });
});
