import { type FieldError, issueToFieldError } from '@dfr/forms/rules';
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';

/** Turns zod issues into `{ path: messageKey }`; rule messages from @dfr/forms are keys already. */
export function fieldKeys(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_';
    if (fields[path]) continue;
    let key = issue.message;
    if (!/^[a-z][a-z0-9_.]*$/.test(key)) {
      if (issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined) key = 'required';
      else if (issue.code === 'invalid_format' && (issue as { format?: string }).format === 'email')
        key = 'invalid_email';
      else key = 'invalid_value';
    }
    fields[path] = key;
  }
  return fields;
}

/**
 * Turns zod issues into `{ path: { key, params } }` (the first issue of a field wins): the rules' keys with their
 * placeholder values (`too_short` and its `min`), so the text never shows an unfilled `{min}`.
 */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, FieldError> {
  const fields: Record<string, FieldError> = {};
  const keys = fieldKeys(issues);
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_';
    if (fields[path]) continue;
    const derived = issueToFieldError(issue);
    // The key as `fieldKeys` names it (a missing value is `required`), with the values of its placeholders.
    const key = keys[path] === 'invalid_value' ? derived.key : keys[path]!;
    fields[path] = derived.params && key === derived.key ? { key, params: derived.params } : { key };
  }
  return fields;
}

/** Validates one part of the request with a zod schema; failures become a 422 envelope with field messages. */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success)
      throw new ApiError(422, 'VALIDATION_FAILED', 'validation_failed', fieldErrors(result.error.issues));
  });
}
