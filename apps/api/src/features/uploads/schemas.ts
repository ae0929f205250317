import { z } from 'zod';
import { UPLOAD_KINDS } from '../../statuses';

/* The uploads' answers (issue 31): documented, and every answer held to them under the tests. */

/** A presigned PUT for sending a file straight to the object store. */
export const presignSchema = z.strictObject({
  uploadId: z.string(),
  fileName: z.string(),
  method: z.literal('PUT'),
  url: z.string(),
  expiresIn: z.number().int(),
});

/** A file a committed import read: who, when, its SHA-256 (never where the store keeps it). */
export const uploadListSchema = z.strictObject({
  uploads: z.array(
    z.strictObject({
      id: z.string(),
      entityId: z.string(),
      statementId: z.string().nullable(),
      kind: z.enum(UPLOAD_KINDS),
      fileName: z.string(),
      size: z.number().int(),
      sha256: z.string(),
      uploadedBy: z.string(),
      uploadedByEmail: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
