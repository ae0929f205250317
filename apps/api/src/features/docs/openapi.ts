import type { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';

const errorEnvelope = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message_key', 'message'],
      properties: {
        code: { type: 'string' },
        message_key: { type: 'string' },
        message: { type: 'string', description: 'In the request’s language (accept-language: km-KH → Khmer).' },
        message_params: { type: 'object', description: 'Values of the message’s {placeholders}.' },
        fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field path → text.' },
        field_keys: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field path → key.' },
        field_params: { type: 'object', description: 'Field path → values of its message’s placeholders.' },
        details: {},
      },
    },
  },
};

const error = (description: string) => ({ description, content: { 'application/json': { schema: errorEnvelope } } });

/** An operation as generated (the fields the reference page and the checks read). */
export interface Operation {
  tags?: string[];
  summary?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; description?: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { description?: string; content?: Record<string, unknown> }>;
}

export type OpenApiDocument = Omit<Awaited<ReturnType<typeof generateSpecs>>, 'paths' | 'info'> & {
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
};

/**
 * The OpenAPI 3.1 document of the API, generated from the app's own routes: each route's `routeDoc` (summary, tag,
 * what it answers, public or not) and its `validate` middlewares (body and query schemas). Only `/api/` routes.
 */
export async function openApiDocument(
  // biome-ignore lint/suspicious/noExplicitAny: any app: the generator reads only its routes
  app: Hono<any, any, any>,
  serverUrl = '/',
): Promise<OpenApiDocument> {
  const generated = await generateSpecs(app, {
    exclude: [/^(?!\/api\/)/],
    excludeStaticFile: false,
    // Validation failures answer 422 with the error envelope (added below), not the library's 400 shape.
    defaultValidationErrorResponse: false,
    documentation: {
      info: {
        title: 'DFR API',
        version: '1.0.0',
        description:
          'Digital financial reporting: entities, statements, lifecycle commands, exchange rates. JSON over HTTP with a bearer access token; every write carries the version it read (409 when stale). Realtime: MQTT over WebSocket at /mqtt (password = access token).',
      },
      servers: [{ url: serverUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });
  const doc = generated as unknown as OpenApiDocument;
  for (const methods of Object.values(doc.paths)) {
    for (const op of Object.values(methods)) {
      const isPublic = Array.isArray(op.security) && op.security.length === 0;
      op.responses = {
        ...op.responses,
        ...(isPublic
          ? {}
          : { '401': error('Not signed in'), '403': error('Access denied'), '404': error('Not found') }),
        ...(op.requestBody ? { '409': error('Stale version or conflict') } : {}),
        ...(op.requestBody || op.parameters?.some((p) => p.in === 'query' || p.in === 'path')
          ? { '422': error('Validation failed') }
          : {}),
      };
    }
  }
  return doc;
}
