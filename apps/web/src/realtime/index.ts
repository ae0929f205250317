import type { MqttClient } from 'mqtt';
import { useEffect, useRef, useState } from 'react';
import { getAccessToken } from '../api/client';

/**
 * The realtime channel: MQTT over WebSocket at `/mqtt` on the page's own host; the password is the signed-in
 * user's access token (renewed on every reconnect). One connection per tab, shared by every subscriber.
 * Topics: `users/<sub>/notifications`, `statements/<statementId>/jobs`.
 * The `mqtt` package is loaded on demand so that it stays out of the first route's JavaScript.
 */
type Handler = (payload: unknown, topic: string) => void;

let clientPromise: Promise<MqttClient | null> | null = null;
const handlers = new Map<string, Set<Handler>>();
const statusListeners = new Set<(connected: boolean) => void>();
let connected = false;

function setConnected(value: boolean) {
  connected = value;
  for (const l of statusListeners) l(value);
}

export function realtimeUrl(loc: Pick<Location, 'protocol' | 'host'> = location): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/mqtt`;
}

function parse(buffer: Uint8Array): unknown {
  const text = new TextDecoder().decode(buffer);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Resolves when the page has a moment to spare (at most 2 s later): the `mqtt` package (330 KB to parse) and the
 * connection wait until the first screen has drawn and asked for its data. Until connected the subscribers poll.
 */
function whenIdle(): Promise<void> {
  const idle = globalThis.requestIdleCallback;
  return typeof idle === 'function'
    ? new Promise((resolve) => idle(() => resolve(), { timeout: 2000 }))
    : Promise.resolve();
}

async function connect(): Promise<MqttClient | null> {
  await whenIdle();
  const token = await getAccessToken();
  if (!token) return null;
  const { default: mqtt } = await import('mqtt');
  const client = mqtt.connect(realtimeUrl(), {
    username: 'token',
    password: token,
    reconnectPeriod: 5000,
    connectTimeout: 10_000,
    clean: true,
  });
  client.on('connect', () => {
    setConnected(true);
    for (const topic of handlers.keys()) client.subscribe(topic);
  });
  client.on('close', () => setConnected(false));
  client.on('offline', () => setConnected(false));
  client.on('reconnect', () => {
    void getAccessToken().then((fresh) => {
      if (fresh) client.options.password = fresh;
    });
  });
  client.on('error', () => setConnected(false));
  client.on('message', (topic, message) => {
    const payload = parse(message);
    for (const h of handlers.get(topic) ?? []) h(payload, topic);
  });
  return client;
}

/** Subscribe to a topic; returns the unsubscribe function. Connects on first use. */
export function subscribe(topic: string, handler: Handler): () => void {
  let set = handlers.get(topic);
  const first = !set;
  if (!set) {
    set = new Set();
    handlers.set(topic, set);
  }
  set.add(handler);
  clientPromise ??= connect().catch(() => null);
  void clientPromise.then((client) => {
    if (!client) clientPromise = null;
    else if (first && client.connected) client.subscribe(topic);
  });
  return () => {
    const s = handlers.get(topic);
    s?.delete(handler);
    if (s && s.size === 0) {
      handlers.delete(topic);
      void clientPromise?.then((client) => client?.unsubscribe(topic));
    }
  };
}

/** Closes the connection (on sign-out). */
export async function disconnectRealtime() {
  const client = await clientPromise;
  clientPromise = null;
  client?.end(true);
  setConnected(false);
}

/** React: follow a topic while mounted; `connected` says whether messages can arrive (else poll). */
export function useRealtime(topic: string | null, handler: Handler): { connected: boolean } {
  const ref = useRef(handler);
  ref.current = handler;
  const [isConnected, setIsConnected] = useState(connected);
  useEffect(() => {
    statusListeners.add(setIsConnected);
    return () => {
      statusListeners.delete(setIsConnected);
    };
  }, []);
  useEffect(() => {
    if (!topic) return;
    return subscribe(topic, (p, t) => ref.current(p, t));
  }, [topic]);
  return { connected: isConnected };
}
