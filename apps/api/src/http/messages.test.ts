import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_MESSAGE_KEYS, translate } from '@dfr/forms/rules';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, onError } from './errors';
import { langOf, t } from './messages';
import { validate } from './validate';

const khmer = /[\u1780-\u17FF]/;

describe('messages of the API', () => {
  it('translates every key the API sends to non-empty English and Khmer from @dfr/forms', () => {
    const fallback = { en: t('invalid_value', 'en'), kh: t('invalid_value', 'kh') };
    for (const key of API_MESSAGE_KEYS) {
      const en = t(key, 'en');
      const kh = t(key, 'kh');
      expect(en.trim(), key).not.toBe('');
      expect(en, key).not.toBe(key);
      expect(kh, key).toMatch(khmer);
      expect(en, key).toBe(translate(key, 'en'));
      if (key !== 'invalid_value') expect([en, kh], key).not.toEqual([fallback.en, fallback.kh]);
    }
  });

  it('answers the generic "not valid" for a key outside the catalogue', () => {
    expect(t('no_such_key', 'en')).toBe(translate('invalid_value', 'en'));
    expect(t('no_such_key', 'kh')).toBe(translate('invalid_value', 'kh'));
  });

  it('reads the language of the request', () => {
    expect(langOf('km-KH')).toBe('kh');
    expect(langOf('kh')).toBe('kh');
    expect(langOf('en-US,km;q=0.5')).toBe('en');
    expect(langOf(undefined)).toBe('en');
  });

  it('defines no text of its own: no Khmer outside the email templates', () => {
    const root = join(import.meta.dirname, '..');
    // The sandbox bank's page is another party's (a bank's) web page with its own words, not the API's messages. The
    // backup and restore commands (issue 38) speak to an operator at a terminal in both languages, not through the
    // API's answers.
    const allowed = new Set([
      'email/templates.ts',
      'test/harness.ts',
      'features/invoices/sandbox-bank/page.ts',
      'backup/index.ts',
    ]);
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        const rel = path.slice(root.length + 1);
        if (entry.isDirectory()) walk(path);
        else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !allowed.has(rel))
          if (khmer.test(readFileSync(path, 'utf8'))) offenders.push(rel);
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});

describe('the error envelope', () => {
  const app = new Hono()
    .post('/rules', validate('json', z.object({ name: z.string().max(3), email: z.email() })), (c) => c.text('ok'))
    .get('/conflict', () => {
      throw new ApiError(409, 'CONFLICT', 'period_exists', { reportingYear: 'period_exists' }, { year: 2025 });
    })
    .get('/field-values', () => {
      throw new ApiError(422, 'VALIDATION_FAILED', 'validation_failed', {
        code: 'code_mismatch',
        name: { key: 'too_long', params: { max: 80 } },
      });
    })
    .onError(onError);

  it('carries field keys (and their values) beside the translated field texts', async () => {
    const res = await app.request('/field-values', { headers: { 'accept-language': 'km-KH' } });
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as { error: Record<string, unknown> };
    expect(error).toEqual({
      code: 'VALIDATION_FAILED',
      message_key: 'validation_failed',
      message: translate('validation_failed', 'kh'),
      fields: { code: translate('code_mismatch', 'kh'), name: translate('too_long', 'kh', { max: 80 }) },
      field_keys: { code: 'code_mismatch', name: 'too_long' },
      field_params: { name: { max: 80 } },
    });
    expect((error.fields as Record<string, string>).name).toContain('៨០');
  });

  it('fills the message placeholders and sends their values', async () => {
    const res = await app.request('/conflict');
    const { error } = (await res.json()) as { error: Record<string, unknown> };
    expect(error.message).toBe(
      'Financial statements for 2025 already exist; an existing reporting period cannot be recreated.',
    );
    expect(error.message_params).toEqual({ year: 2025 });
    expect(error.field_keys).toEqual({ reportingYear: 'period_exists' });
    expect(error).not.toHaveProperty('field_params');
  });

  it('names the rules behind a failed validation, with the values of their placeholders', async () => {
    const res = await app.request('/rules', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'toolong' }),
    });
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as { error: Record<string, Record<string, unknown>> };
    expect(error.field_keys).toEqual({ name: 'too_long', email: 'required' });
    expect(error.field_params).toEqual({ name: { max: 3 } });
    expect(error.fields).toEqual({ name: 'Use 3 characters or fewer.', email: 'This field is required.' });
  });
});
