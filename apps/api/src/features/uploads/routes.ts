import { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { signedIn } from '../../http/session';
import { validate } from '../../http/validate';
import { uploadService } from './service';
import { routeDoc } from '../../http/route-doc';
import { presignSchema, uploadListSchema } from './schemas';
import { entityParams, idParam } from '../../http/schemas';

const uploadFilePath = entityParams.extend({ uploadId: idParam });

const listQuery = z.object({
  statementId: z.string().min(1).max(64).optional().describe('Only the trial balances of this statement'),
});

const presignBody = z.object({
  fileName: z.string().max(1000).describe('The file’s name (.csv or .xlsx)'),
  size: z.number().describe('Its size in bytes (at most 10 MB)'),
});

/** The files committed imports read (trial balances, charts): who, when, SHA-256, and the file as uploaded. */
export const uploadRoutes = new Hono<AppContext>()
  .post(
    '/entities/:entityId/uploads/presign',
    routeDoc({
      tag: 'Uploads',
      summary:
        'A presigned PUT URL (15 minutes) for sending a trial-balance or chart file straight to the object store: the S3-compatible bucket, or the embedded store at /storage/put/… on this origin (a relative URL; the body at most the declared size). 409 direct_upload_unavailable when the store offers none: send the file to the import route. Then call the import route with ?upload=<uploadId>&name=<fileName> and no body.',
      response: presignSchema,
    }),
    signedIn,
    validate('param', entityParams),
    validate('json', presignBody),
    async (c) =>
      c.json(
        await uploadService.presign(c.var.deps, c.var.user.sub, c.req.valid('param').entityId, c.req.valid('json')),
        201,
      ),
  )
  .get(
    '/entities/:entityId/uploads',
    routeDoc({
      tag: 'Uploads',
      summary:
        'The files committed imports read (trial balances, charts), newest first: name, size, SHA-256, who and when.',
      response: uploadListSchema,
    }),
    signedIn,
    validate('param', entityParams),
    validate('query', listQuery),
    async (c) =>
      c.json({
        uploads: await uploadService.list(
          c.var.deps,
          c.var.user.sub,
          c.req.valid('param').entityId,
          c.req.valid('query').statementId,
        ),
      }),
  )
  .get(
    '/entities/:entityId/uploads/:uploadId/file',
    routeDoc({
      tag: 'Uploads',
      summary: 'One imported file as it was uploaded (its SHA-256 in the x-content-sha256 header).',
      produces: 'application/octet-stream',
    }),
    signedIn,
    validate('param', uploadFilePath),
    async (c) => {
      const { row, bytes } = await uploadService.file(
        c.var.deps,
        c.var.user.sub,
        c.req.valid('param').entityId,
        c.req.valid('param').uploadId,
      );
      return c.body(new Uint8Array(bytes), 200, {
        'content-type': row.fileName.toLowerCase().endsWith('.xlsx')
          ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
          : 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${row.fileName.replace(/[^\w.-]+/g, '_')}"`,
        'x-content-sha256': row.sha256,
      });
    },
  );
