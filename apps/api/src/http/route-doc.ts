import type { MiddlewareHandler } from 'hono';
import { describeRoute, resolver, uniqueSymbol } from 'hono-openapi';
import type { ZodType } from 'zod';
import { passThrough } from './fused-chain';
import { type UploadKind, XLSX_TYPE } from './upload';

/**
 * A route's documentation, written where the route is defined: `.get('/path', routeDoc({...}), signedIn, ...)`. The
 * body and query schemas come from the route's own `validate(...)` middleware; the OpenAPI document
 * (`/api/openapi.json`) is generated from the app's routes, so a route without its `routeDoc` fails the docs test.
 */
export interface RouteDoc {
  tag: string;
  summary: string;
  /**
   * The body is a file of these kinds, raw or as multipart field `file`: the route's `readUpload` accepts exactly
   * these (and reads no file without them), and the document shows the body.
   */
  upload?: readonly UploadKind[];
  /** Answers 201 Created (else 200). */
  created?: boolean;
  /** Answers something other than JSON. */
  produces?: string;
  /** Needs no access token. */
  public?: boolean;
  /**
   * The JSON body it answers (a zod schema): the OpenAPI document shows it, and the web's client types follow the
   * handler's own return type. Every JSON route declares one (the docs test fails on one without).
   */
  response?: ZodType;
}

/** Each kind of file as a raw body: its media type and schema. */
const RAW_BODY: Record<UploadKind, [string, { type: 'string'; format?: string }]> = {
  csv: ['text/csv', { type: 'string' }],
  xlsx: [XLSX_TYPE, { type: 'string', format: 'binary' }],
  xml: ['application/xml', { type: 'string' }],
};

/** The request body of a route that takes a file of these kinds: the raw file, or multipart/form-data field `file`. */
function uploadBody(kinds: readonly UploadKind[]) {
  const names = kinds.map((k) => k.toUpperCase()).join(', ');
  return {
    required: true,
    description: `A file (${names}): the raw body with the file's content type (its name in the \`X-File-Name\` header, percent-encoded UTF-8, or in \`Content-Disposition\`), or multipart/form-data field \`file\`.`,
    content: {
      ...Object.fromEntries(kinds.map((k) => [RAW_BODY[k][0], { schema: RAW_BODY[k][1] }])),
      'multipart/form-data': {
        schema: {
          type: 'object' as const,
          required: ['file'],
          properties: { file: { type: 'string' as const, format: 'binary', description: names } },
        },
      },
    },
  };
}

/**
 * The route's documentation as a middleware: hono-openapi's `describeRoute` (a request passes straight on), and for a
 * route that takes a file, the kinds it accepts for `readUpload`.
 */
export function routeDoc(doc: RouteDoc): MiddlewareHandler {
  const described = describeRoute({
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.public ? { security: [] } : {}),
    ...(doc.upload ? { requestBody: uploadBody(doc.upload) } : {}),
    responses: {
      [doc.created ? '201' : '200']: {
        description: doc.created ? 'Created' : 'OK',
        content: {
          [doc.produces ?? 'application/json']: doc.response && !doc.produces ? { schema: resolver(doc.response) } : {},
        },
      },
    },
  });
  const kinds = doc.upload;
  const spec = (described as unknown as Record<symbol, unknown>)[uniqueSymbol];
  const checked = CHECK_RESPONSES && doc.response ? checksResponse(doc.response) : undefined;
  // A request passes straight on: `next()`'s own promise, not another async layer on every request (issue 30).
  if (!kinds) {
    if (checked) return Object.assign(checked, { [uniqueSymbol]: spec, response: doc.response });
    // Only calls `next()`: left out of the route's joined chain (`fused-chain.ts`).
    return Object.assign(((_c, next) => next()) as MiddlewareHandler, {
      [uniqueSymbol]: spec,
      response: doc.response,
      [passThrough]: true as const,
    });
  }
  const declaresUpload: MiddlewareHandler = (c, next) => {
    c.set('uploadKinds', kinds);
    return checked ? checked(c, next) : next();
  };
  // `uploadKinds` on the middleware too: the docs test finds the routes that take a file by it.
  return Object.assign(declaresUpload, { [uniqueSymbol]: spec, uploadKinds: kinds, response: doc.response });
}

/**
 * Under the test runner every answer of a route is held to the schema its documentation declares: each route test
 * is then also a contract test, and a handler that answers another shape than the document says fails it (500 with
 * the mismatch logged). Outside tests a request passes straight on.
 */
const CHECK_RESPONSES = Boolean(process.env.VITEST);

function checksResponse(schema: ZodType): MiddlewareHandler {
  return async (c, next) => {
    if (c.var.deps?.env.DFR_CHECK_RESPONSES === 'false') return next();
    await next();
    if (c.res.status < 200 || c.res.status > 299) return;
    if (!c.res.headers.get('content-type')?.includes('application/json')) return;
    // A compressed body (the computed statements, gzipped on request) is held to its schema when sent plain.
    if (c.res.headers.get('content-encoding')) return;
    const result = schema.safeParse(await c.res.clone().json());
    if (result.success) return;
    const where = result.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
    console.error(`[route-doc] ${c.req.method} ${c.req.routePath} answered a body its schema refuses: ${where}`);
    c.res = new Response(JSON.stringify({ error: { code: 'RESPONSE_SCHEMA', message: where } }), {
      status: 500,
      headers: { 'content-type': 'application/json' },
    });
  };
}
