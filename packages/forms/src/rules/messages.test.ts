import { describe, expect, it } from 'vitest';
import {
  API_MESSAGE_KEYS,
  isMessageKey,
  MESSAGE_ALIASES,
  MESSAGE_KEYS,
  messages,
  resolveMessageKey,
  toKhmerDigits,
  translate,
} from './messages';

const khmerLetter = /[\u1780-\u17d3]/;

describe('messages', () => {
  it('has English and Khmer text for every key, the Khmer in Khmer script', () => {
    expect(MESSAGE_KEYS.length).toBeGreaterThan(80);
    for (const key of MESSAGE_KEYS) {
      const { en, kh } = messages[key];
      expect(en.trim(), key).not.toBe('');
      expect(kh, key).toMatch(khmerLetter);
      expect(kh, key).not.toBe(en);
    }
  });

  it('uses the same placeholders in both languages', () => {
    for (const key of MESSAGE_KEYS) {
      const names = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(messages[key].kh), key).toEqual(names(messages[key].en));
    }
  });

  it('covers the specification error catalogue', () => {
    for (const key of [
      'incorrect_username_or_password',
      'sign_up_failed',
      'incorrect_code',
      'invalid_email',
      'entity_exists',
      'not_eligible_for_submission',
      'efiling_submission_error',
      'access_denied',
      'import_invalid_headers',
      'debits_credits_unequal',
      'import_unknown_accounts',
      'note_input_invalid',
      'note_sdg_mismatch',
      'user_cannot_be_removed',
      'user_created',
      'company_created',
      'report_submitted',
      'connection_approved',
      'auth_user_unauthenticated',
      'auth_session_not_found',
      'auth_implicit_refresh_unsupported',
      'auth_invalid_tokens',
      'auth_user_pool_not_configured',
      'auth_invalid_user_pool_id',
      'auth_invalid_identity_pool_id',
      'network_error',
      'configuration_error',
      'unexpected_error',
      'stale_version',
      'not_found',
      'too_many_requests',
    ]) {
      expect(isMessageKey(key), key).toBe(true);
    }
    expect(translate('access_denied', 'en')).toBe('You do not have permission to access this report or feature.');
    expect(translate('auth_session_not_found')).toBe('Auth session was not found. Make sure to call signIn.');
    expect(translate('configuration_error')).toBe(
      'Configuration error (see console) – please contact the administrator.',
    );
  });

  it('uses the glossary terms in Khmer', () => {
    expect(translate('debits_credits_unequal', 'kh')).toContain('ឥណពន្ធ');
    expect(translate('debits_credits_unequal', 'kh')).toContain('ឥណទាន');
    expect(translate('import_unknown_accounts', 'kh')).toContain('តារាងគណនី');
    expect(translate('shareholders_required', 'kh')).toContain('ម្ចាស់ភាគហ៊ុន');
    expect(translate('authorisation_before_signing', 'kh')).toContain('អភិបាល');
  });

  it('fills placeholders, with Khmer digits in Khmer text', () => {
    expect(translate('password_min_length', 'en', { min: 8 })).toBe('Password must be at least 8 characters.');
    expect(translate('password_min_length', 'kh', { min: 8 })).toContain('៨');
    expect(translate('import_unknown_accounts', 'kh', { accounts: '1010, 2020' })).toContain('1010, 2020');
    expect(translate('too_long', 'en')).toContain('{max}');
  });

  it('returns an unknown key unchanged and treats prototype names as unknown', () => {
    expect(translate('Some server text', 'kh')).toBe('Some server text');
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey(42)).toBe(false);
  });

  it('writes Khmer digits', () => {
    expect(toKhmerDigits('2025-12-31')).toBe('២០២៥-១២-៣១');
  });
});

describe('aliases', () => {
  it('translates the API first keys through the catalogue', () => {
    expect(resolveMessageKey('period_exists')).toBe('reporting_period_exists');
    expect(translate('period_exists', 'en', { year: 2024 })).toBe(
      translate('reporting_period_exists', 'en', { year: 2024 }),
    );
    expect(translate('code_mismatch', 'kh')).toBe(messages.incorrect_code.kh);
    for (const target of Object.values(MESSAGE_ALIASES)) expect(isMessageKey(target)).toBe(true);
    expect(resolveMessageKey('nothing_like_it')).toBeUndefined();
  });
});

describe('the API keys', () => {
  it('all live in the catalogue (directly or as an alias), with text in both languages', () => {
    expect(API_MESSAGE_KEYS.length).toBeGreaterThan(30);
    expect(new Set(API_MESSAGE_KEYS).size).toBe(API_MESSAGE_KEYS.length);
    for (const key of API_MESSAGE_KEYS) {
      const known = resolveMessageKey(key);
      expect(known, key).toBeDefined();
      expect(translate(key, 'en').trim(), key).not.toBe('');
      expect(translate(key, 'en'), key).not.toBe(key);
      expect(translate(key, 'kh'), key).toMatch(khmerLetter);
    }
  });

  it('translates the notifications with their values, Khmer digits in Khmer', () => {
    const params = { year: 2025, genuine: 2, possible: 1 };
    expect(translate('notification.validation_done', 'en', params)).toBe(
      'Validation of the 2025 financial statements finished: 2 genuine and 1 possible errors.',
    );
    expect(translate('notification.validation_done', 'kh', params)).toContain('២០២៥');
    expect(translate('notification.validation_done', 'kh', params)).toContain('កំហុសពិតប្រាកដ');
  });

  it('keeps the specification wording where the API answers with it', () => {
    expect(translate('entity_exists', 'en')).toBe('Entity already exists, duplicates not allowed.');
    expect(translate('user_cannot_be_removed', 'en')).toBe('The user cannot be removed (admin).');
    expect(translate('unauthenticated', 'en')).toBe('User needs to be authenticated to call this API.');
  });
});

it('writes a date parameter as a date in the language, through the engine’s one formatter (issue 31)', () => {
  const params = { year: 2025, deadline: '2026-06-20' };
  expect(translate('reminder.deadline_day', 'en', params)).toBe(
    'The 2025 financial statements are due today (June 20, 2026).',
  );
  expect(translate('reminder.deadline_day', 'kh', params)).toContain('(២០ មិថុនា ២០២៦)');
  expect(translate('reminder.deadline_day', 'kh', params)).toContain('ឆ្នាំ ២០២៥');
  // Only a whole date is a date: an invoice number or a date-time is left as given.
  expect(translate('reminder.invoice_overdue', 'en', { ...params, invoice: 'INV-2026-06-20' })).toContain(
    'Invoice INV-2026-06-20',
  );
});
