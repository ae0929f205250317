import { randomUUID } from 'node:crypto';
import type { Db } from './db/client';
import { createEmail, type Email } from './email';
import type { Env } from './env';
import { type AuthUser, createIdentity, type Identity } from './identity';
import { type Efiling, embeddedEfiling, remoteEfiling } from './filing/efiling';
import { createObjectStore, type ObjectStore } from './storage';
import { createPayments, type Payments } from './features/invoices/bank';
import { createPdfRenderer, type PdfRenderer } from './pdf';

/** What every request can reach: configuration and the adapters chosen by it. */
export interface Deps {
  env: Env;
  db: Db;
  /** This API process among the instances sharing the database (job and poller leases name it). */
  instanceId: string;
  /** Sign-in: the embedded Cognito-compatible user pool or a Cognito pool (apps/api/src/identity). */
  identity: Identity;
  /** Outbox e-mail: `email.send({ to, lang, template, params })` (apps/api/src/email). */
  email: Email;
  /** The bank's payment-check API, or the sandbox bank (apps/api/src/features/invoices/bank). */
  payments: Payments;
  /** Where submissions go: the embedded receiver (the regulator's desk here) or the regulator's endpoint. */
  efiling: Efiling;
  /** HTML to PDF in headless Chromium, one browser reused, pages bounded by the cores (apps/api/src/pdf). */
  pdf: PdfRenderer;
  /** Files the product keeps (filing packages): the data directory's folder, or S3 (apps/api/src/storage). */
  storage: ObjectStore;
}

/** Builds every adapter from the configuration (main.ts and tests). */
export async function createDeps(env: Env, db: Db): Promise<Deps> {
  const email = createEmail(env, db);
  return {
    env,
    db,
    instanceId: randomUUID(),
    email,
    identity: await createIdentity(env, db, email),
    payments: await createPayments(env),
    efiling: env.DFR_EFILING_URL
      ? remoteEfiling(env.DFR_EFILING_URL, env.DFR_EFILING_TOKEN ?? '')
      : embeddedEfiling(db),
    pdf: createPdfRenderer({ timeoutMs: env.DFR_PDF_TIMEOUT_MS }),
    storage: createObjectStore(env),
  };
}

export interface AppContext {
  /** `user` is set by the auth middleware (`requireUser`) on protected routes. */
  /** `authorization`: the request's `Authorization` header as read once (`http/session.ts`, `authorizationOf`). */
  Variables: { deps: Deps; user: AuthUser; authorization: string };
}
