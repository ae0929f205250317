import { z } from 'zod';
import { CREDENTIAL_REQUEST_STATUSES } from '../../statuses';

/** An e-filing credential request as the API answers it (the entity's list, a new request, a decision). */
export const credentialRequestRow = z.strictObject({
  id: z.string(),
  entityId: z.string(),
  requestedBy: z.string(),
  registrationNumber: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(CREDENTIAL_REQUEST_STATUSES),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CredentialRequestRow = z.infer<typeof credentialRequestRow>;

export const credentialRequestList = z.strictObject({ requests: z.array(credentialRequestRow) });
