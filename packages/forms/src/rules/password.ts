import { z } from 'zod';
import type { MessageKey } from './messages';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from './password-policy';

export { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from './password-policy';

/** The identity service refuses longer passwords. */
export const PASSWORD_MAX_LENGTH = 256;

export type PasswordRule = 'minLength' | 'lowercase' | 'uppercase' | 'number' | 'symbol';

export interface PasswordRuleResult {
  rule: PasswordRule;
  key: MessageKey;
  ok: boolean;
  params?: { min: number };
}

/**
 * Each rule of the policy that applies, with whether the password meets it (for a checklist under the field).
 * Letters are any script's (`\p{Lu}`, `\p{Ll}`); a symbol is anything that is neither a letter, a digit nor a space.
 */
export function passwordRuleResults(password: string, policy: Partial<PasswordPolicy> = {}): PasswordRuleResult[] {
  const p = { ...DEFAULT_PASSWORD_POLICY, ...policy };
  const results: PasswordRuleResult[] = [
    {
      rule: 'minLength',
      key: 'password_min_length',
      ok: [...password].length >= p.minLength,
      params: { min: p.minLength },
    },
  ];
  if (p.requireLowercase) results.push({ rule: 'lowercase', key: 'password_lowercase', ok: /\p{Ll}/u.test(password) });
  if (p.requireUppercase) results.push({ rule: 'uppercase', key: 'password_uppercase', ok: /\p{Lu}/u.test(password) });
  if (p.requireNumbers) results.push({ rule: 'number', key: 'password_number', ok: /\p{Nd}/u.test(password) });
  if (p.requireSymbols)
    results.push({ rule: 'symbol', key: 'password_symbol', ok: /[^\p{L}\p{Nd}\s]/u.test(password) });
  return results;
}

/** A password schema for a policy (defaults to the product's). The password is never trimmed. */
export function passwordSchema(policy: Partial<PasswordPolicy> = {}) {
  return z.string({ error: 'required' }).superRefine((password, ctx) => {
    if (password.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'required' });
      return;
    }
    if (password.length > PASSWORD_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', message: 'password_too_long', params: { max: PASSWORD_MAX_LENGTH } });
      return;
    }
    if (password !== password.trim()) ctx.addIssue({ code: 'custom', message: 'password_edge_space' });
    for (const r of passwordRuleResults(password, policy)) {
      if (!r.ok) ctx.addIssue({ code: 'custom', message: r.key, ...(r.params ? { params: r.params } : {}) });
    }
  });
}

/** Identity-service names of the policy (`MinimumLength`, `RequireUppercase`…) → a `PasswordPolicy`. */
export function passwordPolicyFromIdentity(config: {
  MinimumLength?: number;
  RequireLowercase?: boolean;
  RequireUppercase?: boolean;
  RequireNumbers?: boolean;
  RequireSymbols?: boolean;
}): PasswordPolicy {
  return {
    minLength: config.MinimumLength ?? DEFAULT_PASSWORD_POLICY.minLength,
    requireLowercase: config.RequireLowercase ?? false,
    requireUppercase: config.RequireUppercase ?? false,
    requireNumbers: config.RequireNumbers ?? false,
    requireSymbols: config.RequireSymbols ?? false,
  };
}
