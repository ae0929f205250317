import { LANGS } from '@dfr/statement-engine';
import { index, integer, sqliteTable, text, uniqueIndex } from './dialect';

/**
 * The embedded identity service's user pool (the Cognito-compatible endpoint at /identity). Unused when a real
 * Cognito user pool is configured. Secrets are never stored in clear: passwords as scrypt hashes, codes, sessions and
 * refresh tokens as keyed hashes, TOTP secrets encrypted with the installation's key.
 */
export const identityUsers = sqliteTable(
  'identity_users',
  {
    /** The user's permanent id (`sub`, also the pool username, as in a pool whose username attribute is email). */
    sub: text('sub').primaryKey(),
    /** Lower-cased, trimmed e-mail address: the sign-in name. */
    email: text('email').notNull(),
    emailVerified: integer('email_verified', { mode: 'boolean' }).notNull().default(false),
    /** 'UNCONFIRMED' until the sign-up code is confirmed, then 'CONFIRMED'. */
    status: text('status', { enum: ['UNCONFIRMED', 'CONFIRMED'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    locale: text('locale', { enum: LANGS }).notNull().default('en'),
    phoneNumber: text('phone_number'),
    phoneVerified: integer('phone_verified', { mode: 'boolean' }).notNull().default(false),
    /** Other user attributes (name, custom:*), as a JSON object of strings. */
    attributes: text('attributes').notNull().default('{}'),
    smsMfaEnabled: integer('sms_mfa_enabled', { mode: 'boolean' }).notNull().default(false),
    totpMfaEnabled: integer('totp_mfa_enabled', { mode: 'boolean' }).notNull().default(false),
    preferredMfa: text('preferred_mfa', { enum: ['SMS_MFA', 'SOFTWARE_TOKEN_MFA'] }),
    /** Encrypted TOTP secret (verified or pending verification). */
    totpSecret: text('totp_secret'),
    totpVerified: integer('totp_verified', { mode: 'boolean' }).notNull().default(false),
    /** The pool groups the user belongs to (Cognito's `cognito:groups`), as a JSON array; `regulator` = regulator staff. */
    groups: text('groups', { mode: 'json' }).$type<string[]>().notNull().default([]),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [uniqueIndex('identity_users_email').on(t.email)],
);

/** A signed-in session: one refresh token (stored hashed), revocable. Its id is the tokens' `origin_jti`. */
export const identitySessions = sqliteTable(
  'identity_sessions',
  {
    id: text('id').primaryKey(),
    sub: text('sub')
      .notNull()
      .references(() => identityUsers.sub, { onDelete: 'cascade' }),
    refreshHash: text('refresh_hash').notNull(),
    authTime: integer('auth_time').notNull(),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    revokedAt: integer('revoked_at'),
  },
  (t) => [uniqueIndex('identity_sessions_refresh').on(t.refreshHash), index('identity_sessions_sub').on(t.sub)],
);

/**
 * One-time codes (sign-up, password reset, attribute verification, SMS sign-in) and sign-in challenge sessions.
 * `secretHash` is the keyed hash of the code or of the challenge session string.
 */
export const identityCodes = sqliteTable(
  'identity_codes',
  {
    id: text('id').primaryKey(),
    sub: text('sub')
      .notNull()
      .references(() => identityUsers.sub, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['SIGN_UP', 'RESET_PASSWORD', 'VERIFY_EMAIL', 'VERIFY_PHONE', 'CHALLENGE'],
    }).notNull(),
    secretHash: text('secret_hash').notNull(),
    /** For CHALLENGE rows: the challenge name, and the hashed SMS code when one was sent. */
    challenge: text('challenge'),
    codeHash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('identity_codes_sub').on(t.sub, t.purpose), index('identity_codes_secret').on(t.secretHash)],
);

/** Failed sign-in counters, per account and per client address, for throttling and lockout. */
export const identityThrottle = sqliteTable('identity_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: integer('window_start').notNull(),
  lockedUntil: integer('locked_until'),
});
