import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The address of the socket (the peer that connected: a client or a reverse proxy). */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

const normalise = (a: string) =>
  a
    .trim()
    .replace(/^::ffff:/, '')
    .toLowerCase();

/** `DFR_TRUSTED_PROXIES`: the addresses of the reverse proxies whose `X-Forwarded-For` is believed. */
export function parseTrustedProxies(value: string | undefined): Set<string> {
  return new Set((value ?? '').split(',').map(normalise).filter(Boolean));
}

/** Whether the socket peer is one of the configured reverse proxies. */
export function fromTrustedProxy(c: Context, trusted: ReadonlySet<string>): boolean {
  return trusted.size > 0 && trusted.has(normalise(socketAddress(c)));
}

/**
 * The client's address (issue 19, finding 5). `X-Forwarded-For` is believed only when the socket peer is a
 * configured proxy: then the client is the rightmost address that is not itself a trusted proxy (entries to its
 * left could be written by the client). Otherwise the socket address, whatever the headers say.
 */
export function clientAddressOf(c: Context, trusted: ReadonlySet<string>): string {
  const socket = socketAddress(c);
  if (!fromTrustedProxy(c, trusted)) return socket;
  const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map(normalise).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) if (!trusted.has(hops[i]!)) return hops[i]!;
  return hops[0] ?? socket;
}

/** Whether the request came through a proxy (a forwarding header is present, or the peer is a trusted proxy). */
export function isProxied(c: Context, trusted: ReadonlySet<string>): boolean {
  return (
    fromTrustedProxy(c, trusted) ||
    Boolean(c.req.header('x-forwarded-for') || c.req.header('forwarded') || c.req.header('x-real-ip'))
  );
}
