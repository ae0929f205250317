import { z } from 'zod';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { AppContext } from '../../context';
import { validatePath } from '../../http/validate';
import { clientAddressOf, parseTrustedProxies } from '../../http/client';
import { langOf } from '../../http/messages';
import { webOrigins } from '../../http/security';
import { CognitoError } from '../../identity/errors';
import { IDENTITY_POOL_TARGET_PREFIX } from '../../identity/identity-pool';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const MAX_BODY = 64 * 1024;

/** The client's address for throttling: the socket's, or the forwarded one behind a configured proxy (http/client). */
export function clientAddress(c: Context): string {
  const env = (c.var as { deps?: { env?: { DFR_TRUSTED_PROXIES?: string } } }).deps?.env;
  return clientAddressOf(c, parseTrustedProxies(env?.DFR_TRUSTED_PROXIES));
}

/**
 * A header carries only Latin-1: a message that echoes the caller's input (or is in Khmer) would make the answer a 500
 * (found by the fuzz test, issue 19). The header gets the message with every other character as `?`; the body has it
 * as it is.
 */
const headerSafe = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').slice(0, 500);

function amzError(c: Context, type: string, message: string, status: 400 | 413 | 500 = 400) {
  c.header('x-amzn-errortype', headerSafe(type));
  c.header('x-amzn-errormessage', headerSafe(message));
  return c.body(JSON.stringify({ __type: type, message }), status, { 'content-type': 'application/x-amz-json-1.1' });
}

/**
 * The embedded, Cognito-compatible user-pool endpoint (what aws-amplify 6 calls with `userPoolEndpoint`):
 * `POST /identity` with `x-amz-target: AWSCognitoIdentityProviderService.<Operation>` and an
 * `application/x-amz-json-1.1` body; errors as `400 {"__type", "message"}`. The issuer's JWKS is at
 * `/identity/<userPoolId>/.well-known/jwks.json`. Mounted only when no Cognito pool is configured.
 */
export const identityRoutes = new Hono<AppContext>()
  .use(
    '*',
    cors({
      // Only the configured web origins (issue 19, finding 6): another site's page may not call the endpoint.
      origin: (origin, c) => (webOrigins(c.var.deps.env).has(origin) ? origin : null),
      allowMethods: ['POST', 'GET', 'OPTIONS'],
      allowHeaders: [
        'content-type',
        'x-amz-target',
        'x-amz-user-agent',
        'x-amz-date',
        'x-amz-security-token',
        'authorization',
        'cache-control',
        'amz-sdk-invocation-id',
        'amz-sdk-request',
      ],
      exposeHeaders: ['x-amzn-requestid', 'x-amzn-errortype', 'x-amzn-errormessage', 'date'],
      maxAge: 600,
    }),
  )
  .get('/:poolId/.well-known/jwks.json', validatePath(z.object({ poolId: z.string().min(1).max(100) })), (c) => {
    const { identity } = c.var.deps;
    if (c.req.valid('param').poolId !== identity.config.userPoolId || !identity.jwks) return c.notFound();
    c.header('cache-control', 'public, max-age=3600');
    return c.json(identity.jwks);
  })
  .post('/', async (c) => {
    const { identity, env } = c.var.deps;
    const service = identity.service;
    c.header('x-amzn-requestid', crypto.randomUUID());
    if (!service) return amzError(c, 'ResourceNotFoundException', 'The embedded user pool is not active.');
    const target = c.req.header('x-amz-target') ?? '';
    // The same endpoint is the identity pool (AWSCognitoIdentityService.*) and the user pool.
    const toPool = target.startsWith(IDENTITY_POOL_TARGET_PREFIX);
    if (!toPool && !target.startsWith(TARGET_PREFIX))
      return amzError(c, 'UnknownOperationException', 'Missing x-amz-target.');
    const operation = target.slice((toPool ? IDENTITY_POOL_TARGET_PREFIX : TARGET_PREFIX).length);
    const raw = await c.req.text();
    if (raw.length > MAX_BODY) return amzError(c, 'InvalidParameterException', 'Request too large.', 413);
    let body: Record<string, unknown>;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      body = parsed as Record<string, unknown>;
    } catch {
      return amzError(c, 'SerializationException', 'The request body is not valid JSON.');
    }
    try {
      const pool = identity.pool;
      if (toPool && !pool) return amzError(c, 'ResourceNotFoundException', 'The embedded identity pool is not active.');
      const result = toPool
        ? await pool!.call(operation, body)
        : await service.call(operation, body, {
            address: clientAddress(c),
            lang: langOf(c.req.header('accept-language')),
            publicUrl: env.publicUrl.replace(/\/$/, ''),
          });
      return c.body(JSON.stringify(result), 200, { 'content-type': 'application/x-amz-json-1.1' });
    } catch (error) {
      if (error instanceof CognitoError) return amzError(c, error.type, error.message);
      // Never echo the request (it carries passwords and codes); log only the operation and the error.
      console.error(`[identity] ${operation} failed:`, error instanceof Error ? error.message : error);
      return amzError(c, 'InternalErrorException', 'An internal error occurred.', 500);
    }
  });
