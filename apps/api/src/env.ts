import path from 'node:path';
import { DEFAULT_TABLE_LIMITS } from '@dfr/statement-engine';
import { z } from 'zod';
import { BAKONG_ACCOUNT_ID } from './features/invoices/bank/khqr';

/**
 * The one validated configuration of the API. Every adapter is chosen here; the process fails fast,
 * with every problem listed, when the environment is wrong.
 */
/** Days an invoice may stay unpaid before it is overdue, unless `DFR_CREDIT_TERM_DAYS` says otherwise. */
export const DEFAULT_CREDIT_TERM_DAYS = 30;

/** The sandbox bank's token when none is configured: anyone who reads the source knows it. */
export const SANDBOX_BANK_TOKEN = 'sandbox-bank-token';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin the browser uses (links in emails, token issuer). Defaults to http://HOST:PORT. */
  DFR_PUBLIC_URL: z.string().url().optional(),
  /** SQLite file, signing keys and uploads live here. */
  DFR_DATA_DIR: z.string().default('./data'),
  /** PostgreSQL instead of the SQLite file (postgres://user:password@host:5432/dfr); the same schema and migrations. */
  DFR_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'a postgres:// URL (leave it unset for the SQLite file in DFR_DATA_DIR)')
    .optional(),
  /** Connections each API instance keeps open to PostgreSQL. */
  DFR_DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Seed the demo user, entity and trial balances on start. Unset, it is on for development and tests and off when
   * NODE_ENV=production (issue 34): a deployment never runs as the demo by accident.
   */
  DFR_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /**
   * The web app's theme, sent in /config.json: one of the themes @dfr/ui ships (`THEME_NAMES`: the product's `dfr`, a
   * second regulator's brand `tonle` and `tonle-dark`). The API does not import @dfr/ui; a web test checks the lists agree.
   */
  DFR_THEME: z.enum(['dfr', 'tonle', 'tonle-dark']).default('dfr'),
  /** Built SPA to serve in production (one process, one port). */
  DFR_WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('warn'),
  /** Identity: a real Amazon Cognito user pool instead of the embedded endpoint (pool id and client id together). */
  DFR_COGNITO_USER_POOL_ID: z.string().regex(/_/, 'a user pool id contains an underscore').optional(),
  DFR_COGNITO_CLIENT_ID: z.string().min(1).optional(),
  DFR_COGNITO_REGION: z.string().default('ap-southeast-1'),
  /** The embedded identity pool gives guest (unauthenticated) identities and credentials only when this is true. */
  DFR_IDENTITY_GUEST_ACCESS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * The embedded identity endpoint's password hashing work factor: scrypt's N is 2 to this power (15: 32 MiB and about
   * 60 ms a hash). Lower only where passwords protect nothing, as the tests' servers do; each stored hash carries its
   * own N, so a hash made at one cost is checked at that cost.
   */
  DFR_PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(15),
  /** Lifetime of access and id tokens issued by the embedded identity endpoint (Cognito's default: one hour). */
  DFR_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86400).default(3600),
  /** E-mail: SMTP delivery (smtp://user:pass@host:587); without it, the local mailbox at /mailbox. */
  DFR_SMTP_URL: z.string().url().optional(),
  DFR_MAIL_FROM: z.string().default('DFR <no-reply@dfr.local>'),
  /**
   * Reverse proxies (comma-separated IP addresses) whose `X-Forwarded-For` is believed for the client's address
   * (throttling, the local mailbox). Empty: no proxy header is believed.
   */
  DFR_TRUSTED_PROXIES: z.string().optional(),
  /** Further web origins (comma-separated) allowed to call `/identity` from a browser; the public origin always is. */
  DFR_WEB_ORIGINS: z.string().optional(),
  /** Requests per minute one client address (`/api`, `/identity`) and one signed-in session (`/api`) may send. */
  DFR_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(1200),
  DFR_RATE_LIMIT_PER_USER: z.coerce.number().int().min(1).default(600),
  /**
   * Where the limits count (issue 37): `auto` counts in the database on PostgreSQL (every instance shares the counts,
   * kept across restarts) and in memory on SQLite; `memory` counts in each process's memory.
   */
  DFR_RATE_LIMIT_STORE: z.enum(['auto', 'memory']).default('auto'),
  /**
   * Lines (the header included) a trial-balance, chart or rate file may have; beyond, the file is refused with one
   * message (issue 19, finding 3). Generously above the 10,000-line benchmark.
   */
  DFR_IMPORT_MAX_LINES: z.coerce.number().int().min(2).default(DEFAULT_TABLE_LIMITS.maxLines),
  /**
   * Realtime: an external MQTT broker (mqtt://, mqtts://, ws:// or wss://) shared by every API instance. The API
   * publishes there and bridges the product's topics to the browsers connected to its own /mqtt; without it, the
   * broker embedded in the API serves one instance alone.
   */
  DFR_MQTT_URL: z
    .string()
    .regex(/^(mqtts?|wss?):\/\/[^\s]+$/, 'an MQTT URL: mqtt://host:1883, mqtts://, ws:// or wss://')
    .optional(),
  /**
   * Payment: `sandbox` (the sandbox bank served by the API at /sandbox-bank, a real peer that speaks the bank's open
   * API) or `bank` (the bank's payment-check API at DFR_BANK_URL with the bearer token DFR_BANK_TOKEN).
   */
  DFR_PAYMENT_MODE: z.enum(['sandbox', 'bank']).default('sandbox'),
  DFR_BANK_URL: z.string().url().optional(),
  DFR_BANK_TOKEN: z.string().min(8).default(SANDBOX_BANK_TOKEN),
  /** The regulator's receiving account in the KHQR (Bakong account id, merchant id, name ≤25, city ≤15). */
  DFR_KHQR_ACCOUNT: z.string().regex(BAKONG_ACCOUNT_ID, 'a Bakong account id: name@bank').default('aaru_fees@dfrb'),
  DFR_KHQR_MERCHANT_ID: z.string().min(1).max(32).default('AARU-FEES'),
  DFR_KHQR_MERCHANT_NAME: z.string().min(1).max(25).default('AARU'),
  DFR_KHQR_CITY: z.string().min(1).max(15).default('Phnom Penh'),
  /** How long a payment code is valid. */
  DFR_KHQR_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** The seed of the first fee schedule (issue 32; afterwards the desk keeps it), whole riel: `small=400000,medium=1200000`. */
  DFR_FEES_KHR: z
    .string()
    .regex(/^(\w+=\d+)(,\w+=\d+)*$/, 'size=amount pairs: small=400000,medium=1200000')
    .default('small=400000,medium=1200000'),
  DFR_CREDIT_TERM_DAYS: z.coerce.number().int().min(0).max(365).default(DEFAULT_CREDIT_TERM_DAYS),
  /** How often open invoices with a live code are checked with the bank (0: only when a user asks). */
  /** E-filing: the regulator's endpoint (its token); without it, the embedded receiver (the regulator's desk here). */
  DFR_EFILING_URL: z.string().url().optional(),
  DFR_EFILING_TOKEN: z.string().optional(),
  /** The built-in receiver's endpoint (`POST /efiling/v1/submissions`) opens with this bearer token; closed without. */
  DFR_EFILING_RECEIVER_TOKEN: z.string().min(16).optional(),
  DFR_PAYMENT_POLL_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  /**
   * How long one PDF may print before it is stopped with 503 `pdf_timeout` (issue 34: configurable, so that a test
   * reaches that answer).
   */
  DFR_PDF_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(30_000),
  /** The national bank's daily exchange-rate publication (XML or CSV): fetched on start and every few hours. */
  DFR_NBC_RATES_URL: z.string().url().optional(),
  DFR_NBC_RATES_HOURS: z.coerce.number().min(1).max(168).default(6),
  /** Object storage (filing packages): an S3-compatible bucket; without it, the data directory's folders. */
  DFR_S3_BUCKET: z.string().min(3).optional(),
  DFR_S3_ENDPOINT: z.string().url().optional(),
  DFR_S3_REGION: z.string().default('us-east-1'),
  DFR_S3_ACCESS_KEY_ID: z.string().optional(),
  DFR_S3_SECRET_ACCESS_KEY: z.string().optional(),
  /**
   * The secret the embedded folder store signs its presigned upload URLs with (issue 33; at least 32 characters).
   * Unset, one is generated in DFR_DATA_DIR (`storage-signing-key`). Instances sharing a data directory share it.
   */
  DFR_STORAGE_SIGNING_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  DFR_S3_PREFIX: z
    .string()
    .regex(/^([\w.-]+\/)*$/)
    .default(''),
  /**
   * Data lifecycle (issue 38, docs/deployment.md "Data lifecycle"): one instance at a time sweeps the object store at
   * start and every DFR_LIFECYCLE_HOURS. A file with no row is removed once older than DFR_ORPHAN_GRACE_MINUTES (the
   * longest a write may take between its file and its row); the packages of decided filings are kept
   * DFR_FILING_RETENTION_YEARS after the decision (10: Cambodia's accounting-record retention); the superseded files
   * of statements not filed are kept DFR_DRAFT_UPLOAD_RETENTION_DAYS; a printed PDF (a cache, printed again when
   * asked) DFR_EXPORT_RETENTION_DAYS. The audit log is never purged.
   */
  DFR_LIFECYCLE_HOURS: z.coerce.number().min(0.01).max(168).default(6),
  DFR_ORPHAN_GRACE_MINUTES: z.coerce.number().min(0).max(10080).default(60),
  DFR_FILING_RETENTION_YEARS: z.coerce.number().int().min(1).max(100).default(10),
  DFR_DRAFT_UPLOAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(365),
  DFR_EXPORT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(30),
  /**
   * Tests only: under the test runner every route's answer is held to its documented schema (`http/route-doc.ts`);
   * `false` leaves it out, for the allocation guards, which measure what a request costs in production.
   */
  DFR_CHECK_RESPONSES: z.enum(['true', 'false']).optional(),
});

export type Env = Omit<z.infer<typeof schema>, 'DFR_DEMO'> & { DFR_DEMO: boolean; dataDir: string; publicUrl: string };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const env = parsed.data;
  if (env.DFR_PAYMENT_MODE === 'bank' && !env.DFR_BANK_URL)
    throw new Error('Invalid configuration:\n  DFR_BANK_URL: required when DFR_PAYMENT_MODE=bank');
  return {
    ...env,
    DFR_DEMO: env.DFR_DEMO ?? env.NODE_ENV !== 'production',
    dataDir: path.resolve(env.DFR_DATA_DIR),
    publicUrl: env.DFR_PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`,
  };
}

/**
 * What the configuration allows that only a demo should (issue 34, finding 6), said when the process starts: the
 * sandbox bank pays any code a tester types (to the regulator's account, as far as the product can tell), and its
 * default token is public. Empty in demo mode and with a real bank and a token of its own.
 */
export function startupWarnings(env: Pick<Env, 'DFR_DEMO' | 'DFR_PAYMENT_MODE' | 'DFR_BANK_TOKEN'>): string[] {
  const warnings: string[] = [];
  if (env.DFR_DEMO) return warnings;
  if (env.DFR_PAYMENT_MODE === 'sandbox')
    warnings.push(
      'Warning: the sandbox bank is on outside demo mode (DFR_PAYMENT_MODE=sandbox): anyone can mark a fee as paid at /sandbox-bank. Set DFR_PAYMENT_MODE=bank with DFR_BANK_URL and DFR_BANK_TOKEN.',
    );
  if (env.DFR_BANK_TOKEN === SANDBOX_BANK_TOKEN)
    warnings.push(
      'Warning: DFR_BANK_TOKEN is the default sandbox token outside demo mode: set the token your bank issued.',
    );
  return warnings;
}
