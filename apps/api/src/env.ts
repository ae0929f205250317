import path from 'node:path';
import { z } from 'zod';

/**
 * The one validated configuration of the API. Every adapter is chosen here; the process fails fast,
 * with every problem listed, when the environment is wrong.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin the browser uses (links in emails, token issuer). Defaults to http://HOST:PORT. */
  DFR_PUBLIC_URL: z.string().url().optional(),
  /** SQLite file, signing keys and uploads live here. */
  DFR_DATA_DIR: z.string().default('./data'),
  /** Seed the demo user, entity and trial balances on start. */
  DFR_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Built SPA to serve in production (one process, one port). */
  DFR_WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('warn'),
  /** Identity: a real Amazon Cognito user pool instead of the embedded endpoint (pool id and client id together). */
  DFR_COGNITO_USER_POOL_ID: z.string().regex(/_/, 'a user pool id contains an underscore').optional(),
  DFR_COGNITO_CLIENT_ID: z.string().min(1).optional(),
  DFR_COGNITO_REGION: z.string().default('ap-southeast-1'),
  /** Lifetime of access and id tokens issued by the embedded identity endpoint (Cognito's default: one hour). */
  DFR_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86400).default(3600),
  /** E-mail: SMTP delivery (smtp://user:pass@host:587); without it, the local mailbox at /mailbox. */
  DFR_SMTP_URL: z.string().url().optional(),
  DFR_MAIL_FROM: z.string().default('DFR <no-reply@dfr.local>'),
  /**
   * Realtime: an external MQTT broker (mqtt://, mqtts://, ws:// or wss://) shared by every API instance. The API
   * publishes there and bridges the product's topics to the browsers connected to its own /mqtt; without it, the
   * broker embedded in the API serves one instance alone.
   */
  DFR_MQTT_URL: z
    .string()
    .regex(/^(mqtts?|wss?):\/\/[^\s]+$/, 'an MQTT URL: mqtt://host:1883, mqtts://, ws:// or wss://')
    .optional(),
});

export type Env = z.infer<typeof schema> & { dataDir: string; publicUrl: string };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const env = parsed.data;
  return {
    ...env,
    dataDir: path.resolve(env.DFR_DATA_DIR),
    publicUrl: env.DFR_PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`,
  };
}
