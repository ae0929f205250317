import { Hono } from 'hono';
import type { AppContext } from '../../context';
import { readBoundedBody } from '../../http/upload';
import { uploadService } from './service';
import { SIGNED_PUT_PATH } from '../../storage/signed-put';

/**
 * The embedded folder store's presigned PUT (issue 33): the browser sends a trial-balance or chart file here with the
 * URL `POST /api/entities/:id/uploads/presign` gave it (no sign-in: the signature is the permission), as it would to
 * an S3 bucket. 200 with an ETag when written; 403 for a bad or expired signature; 413 beyond the signed size.
 */
export const storageRoutes = new Hono<AppContext>().put('/put/*', async (c) => {
  const key = c.req.path.slice(SIGNED_PUT_PATH.length);
  const { etag } = await uploadService.putSigned(
    c.var.deps,
    key,
    { expires: c.req.query('expires'), size: c.req.query('size'), signature: c.req.query('signature') },
    (maxBytes) => readBoundedBody(c, maxBytes),
  );
  return c.body(null, 200, { etag });
});
