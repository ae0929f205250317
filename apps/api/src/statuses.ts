/*
 * The API's own value sets: what neither the engine nor @dfr/forms holds because only the API stores and answers
 * them. The schema's columns, the regulator's filters and the answers' types all read these (a leaf: imports nothing).
 */

/** A submission as the regulator's receiver records it: received, then accepted or rejected. */
export const SUBMISSION_STATUSES = ['received', 'accepted', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** A request for an e-filing access credential: pending until the regulator approves or rejects it. */
export const CREDENTIAL_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CredentialRequestStatus = (typeof CREDENTIAL_REQUEST_STATUSES)[number];

/** The regulator's answers to a credential request (each gives the status of the same index after `pending`). */
export const CREDENTIAL_DECISIONS = ['approve', 'reject'] as const;
export type CredentialDecision = (typeof CREDENTIAL_DECISIONS)[number];

/** Where a background job is: `queued` until an instance takes it, then `running`, then done either way. */
export const JOB_STATES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];
/** The states of a job not yet done (an instance may take it over once its lease runs out). */
export const UNFINISHED_JOB_STATES = ['queued', 'running'] as const satisfies readonly JobState[];

/** What a kept upload was imported as. */
export const UPLOAD_KINDS = ['trial-balance', 'chart'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** A membership: `pending` for an invited e-mail without an account yet, `active` once the user exists. */
export const MEMBERSHIP_STATUSES = ['active', 'pending'] as const;
