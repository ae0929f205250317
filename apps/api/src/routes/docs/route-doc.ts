import { describeRoute } from 'hono-openapi';

/**
 * A route's documentation, written where the route is defined: `.get('/path', routeDoc({...}), signedIn, ...)`. The
 * body and query schemas come from the route's own `validate(...)` middleware; the OpenAPI document
 * (`/api/openapi.json`) is generated from the app's routes, so a route without its `routeDoc` fails the docs test.
 */
export interface RouteDoc {
  tag: string;
  summary: string;
  /** The body is a file (CSV or XLSX), raw or as multipart field `file`. */
  upload?: boolean;
  /** Answers 201 Created (else 200). */
  created?: boolean;
  /** Answers something other than JSON. */
  produces?: string;
  /** Needs no access token. */
  public?: boolean;
}

const UPLOAD_BODY = {
  required: true,
  content: {
    'text/csv': { schema: { type: 'string' as const } },
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
      schema: { type: 'string' as const, format: 'binary' },
    },
    'multipart/form-data': {
      schema: { type: 'object' as const, properties: { file: { type: 'string' as const, format: 'binary' } } },
    },
  },
};

/** The `describeRoute` middleware of a route (it only carries the documentation: a request passes straight on). */
export function routeDoc(doc: RouteDoc) {
  return describeRoute({
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.public ? { security: [] } : {}),
    ...(doc.upload ? { requestBody: UPLOAD_BODY } : {}),
    responses: {
      [doc.created ? '201' : '200']: {
        description: doc.created ? 'Created' : 'OK',
        content: { [doc.produces ?? 'application/json']: {} },
      },
    },
  });
}
