import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import mqtt from 'mqtt';
import { createWebSocketStream, WebSocketServer } from 'ws';
import type { Deps } from '../context';
import { membershipRepo } from '../features/entities/repository';
import { statementRepo } from '../features/statements/repository';

export const MQTT_PATH = '/mqtt';
/** The product's topics: what the API publishes and what an external broker's bridge carries to browsers. */
export const PRODUCT_TOPICS = ['users/#', 'statements/#'] as const;

const users = new WeakMap<Client, { sub: string; email: string }>();

/**
 * May this user read this topic? Only their own `users/<sub>/…` topics, and `statements/<id>/…` of statements whose
 * entity they are an active member of. Wildcards outside those prefixes are refused.
 */
export async function canSubscribe(deps: Pick<Deps, 'db'>, sub: string, topic: string): Promise<boolean> {
  const parts = topic.split('/');
  if (parts[0] === 'users') return parts[1] === sub && parts.length >= 3;
  if (parts[0] === 'statements' && parts.length >= 3 && parts[1] && !parts[1].includes('+') && parts[1] !== '#') {
    const row = await statementRepo.entityOf(deps.db, parts[1]);
    if (!row) return false;
    return !!(await membershipRepo.of(deps.db, row.entityId, sub));
  }
  return false;
}

/** What the broker needs from the layers above it, passed in by the caller (an adapter imports no auth or service). */
export interface RealtimeHooks {
  /** The access token → its user; rejects an invalid one (the caller passes `auth`'s `verifyAccessToken`). */
  authenticate: (token: string) => Promise<{ sub: string; email: string }>;
  /** Where the product's `publish()` goes while the broker runs (`services/notify`'s `setPublisher`). */
  setPublisher: (publisher: ((topic: string, payload: unknown) => void) | undefined) => void;
}

/**
 * The embedded MQTT broker on WebSocket at `/mqtt`, on the API's own HTTP server. Clients sign in with the access
 * token as password; they read their own topics and never publish (the server publishes notifications and job
 * progress through `publish()` in services/notify, wired by `hooks.setPublisher`).
 */
export async function startRealtime(deps: Deps, server: Server, hooks: RealtimeHooks) {
  const { authenticate, setPublisher } = hooks;
  const broker = await Aedes.createBroker();
  broker.authenticate = (client, _username, password, done) => {
    authenticate(password ? password.toString() : '')
      .then((user) => {
        users.set(client, user);
        done(null, true);
      })
      .catch(() => {
        const error = new Error('Bad username or password') as AuthenticateError;
        error.returnCode = 4;
        done(error, false);
      });
  };
  broker.authorizeSubscribe = (client, subscription, done) => {
    const user = users.get(client);
    if (!user) return done(new Error('not signed in'));
    canSubscribe(deps, user.sub, subscription.topic)
      // A refused topic gets SUBACK 128 (failure); the connection stays.
      .then((ok) => done(null, ok ? subscription : null))
      .catch(() => done(null, null));
  };
  broker.authorizePublish = (client, _packet, done) => done(client ? new Error('read-only') : null);

  const deliverLocally = (topic: string, payload: Buffer) =>
    broker.publish({ cmd: 'publish', topic, payload, qos: 0, retain: false, dup: false }, () => {});

  // One path for both setups: with an external broker (several instances), every instance publishes there and each
  // bridges the product's topics back to its own browsers, so a notification caused on one instance reaches a browser
  // connected to another; the embedded broker alone delivers directly.
  const external = deps.env.DFR_MQTT_URL ? await connectExternal(deps.env.DFR_MQTT_URL, deliverLocally) : undefined;
  setPublisher((topic, payload) => {
    const body = Buffer.from(JSON.stringify(payload));
    if (external) external.publish(topic, body, { qos: 1 });
    else deliverLocally(topic, body);
  });

  const wss = new WebSocketServer({ noServer: true });
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== MQTT_PATH) return;
    wss.handleUpgrade(req, socket, head, (ws) => {
      broker.handle(createWebSocketStream(ws), req);
    });
  };
  server.on('upgrade', onUpgrade);

  return {
    broker,
    close: () =>
      new Promise<void>((resolve) => {
        server.off('upgrade', onUpgrade);
        setPublisher(undefined);
        for (const ws of wss.clients) ws.terminate();
        wss.close();
        void external?.endAsync();
        broker.close(() => resolve());
      }),
  };
}

/**
 * Connects to the external broker as this instance (a unique client id, reconnecting on loss) and subscribes to the
 * product's topics; every message received is delivered to this instance's browsers.
 */
async function connectExternal(url: string, deliver: (topic: string, payload: Buffer) => void) {
  const client = await mqtt.connectAsync(url, {
    clientId: `dfr-api-${process.pid}-${Math.random().toString(36).slice(2, 10)}`,
    reconnectPeriod: 1000,
    connectTimeout: 10_000,
  });
  client.on('message', (topic, payload) => deliver(topic, payload));
  client.on('error', (error) => console.error(`[realtime] external broker: ${error.message}`));
  await client.subscribeAsync([...PRODUCT_TOPICS], { qos: 1 });
  return client;
}
