import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppContext } from '../context';
import type { Env } from '../env';

/**
 * The web origins a browser may call the API and the embedded identity endpoint from: the public origin, plus
 * `DFR_WEB_ORIGINS` (comma-separated, e.g. the Vite dev server) (issue 19, finding 6).
 */
export function webOrigins(env: Pick<Env, 'publicUrl' | 'DFR_WEB_ORIGINS'>): Set<string> {
  const origins = new Set<string>();
  for (const o of [env.publicUrl, ...(env.DFR_WEB_ORIGINS ?? '').split(',')]) {
    try {
      if (o.trim()) origins.add(new URL(o.trim()).origin);
    } catch {
      // not a URL: ignored (env.ts validates the list)
    }
  }
  return origins;
}

/**
 * Security headers on every answer (issue 19, finding 6): a CSP without inline script (the SPA is module scripts of
 * its own origin; styles may be inline — react-aria sets style attributes, the mailbox and docs pages a <style>),
 * no framing, nosniff, no referrer to other sites, HSTS when served over HTTPS, and `Cache-Control: no-store` on
 * API and identity answers (they carry personal data and tokens).
 */
export function securityHeaders(env: Env): MiddlewareHandler<AppContext> {
  const cognito = env.DFR_COGNITO_USER_POOL_ID
    ? [`https://cognito-idp.${env.DFR_COGNITO_REGION}.amazonaws.com`, 'https://cognito-identity.amazonaws.com']
    : [];
  const https = env.publicUrl.startsWith('https:');
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...cognito],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
  });
  return async (c, next) => {
    await headers(c, next);
    const path = c.req.path;
    if ((path.startsWith('/api/') || path.startsWith('/identity')) && !c.res.headers.has('cache-control'))
      c.res.headers.set('cache-control', 'no-store');
  };
}
