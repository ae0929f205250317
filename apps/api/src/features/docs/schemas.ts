import { z } from 'zod';

/**
 * The OpenAPI document itself: its frame is declared (version, info, servers, paths by path and method); what each
 * operation holds is the OpenAPI specification's, so the rest is left open (a loose object, not a strict one).
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string() }),
  servers: z.array(z.looseObject({ url: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), z.looseObject({}))),
});
