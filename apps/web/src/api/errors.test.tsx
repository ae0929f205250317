import { translate } from '@dfr/forms/rules';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { useErrorMessage } from '../features/shell/errorMessages';
import { ErrorNotice } from '../features/statement/components/ErrorNotice';
import { type ApiError, readJson } from './client';
import { apiErrorText, apiFieldErrors } from './errors';

afterEach(cleanup);
// The statement screens' strings are fetched on first use in the app; here, once for both languages.
beforeAll(() => i18n.reloadResources(['en', 'kh'], ['statement']));

const texts = { unexpected: 'UNEXPECTED', network: 'NETWORK' };

/** An ApiError as the client builds it from a real response carrying the API's envelope. */
async function failure(status: number, error: Record<string, unknown>): Promise<ApiError> {
  const response = new Response(JSON.stringify({ error }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
  try {
    await readJson(response);
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('readJson did not throw');
}

const periodExists = () =>
  failure(409, {
    code: 'CONFLICT',
    message_key: 'reporting_period_exists',
    message: 'Financial statements for 2025 already exist; an existing reporting period cannot be recreated.',
    message_params: { year: 2025 },
  });

describe('apiErrorText', () => {
  it('fills the message key with message_params in the language shown now, never {year}', async () => {
    const error = await periodExists();
    const en = apiErrorText(error, 'en', texts);
    expect(en).toBe(translate('reporting_period_exists', 'en', { year: 2025 }));
    expect(en).toContain('2025');
    const kh = apiErrorText(error, 'kh', texts);
    expect(kh).toContain('២០២៥');
    expect(kh).not.toContain('{year}');
  });

  it("uses the server's own text for a key the catalogue does not know, and the screen's words otherwise", async () => {
    const own = await failure(422, { code: 'X', message_key: 'something_new', message: 'Server text' });
    expect(apiErrorText(own, 'en', texts)).toBe('Server text');
    const bare = await failure(502, {});
    expect(apiErrorText(bare, 'en', { ...texts, server: 'SERVER' })).toBe('SERVER');
    expect(apiErrorText(new TypeError('Failed to fetch'), 'en', texts)).toBe('NETWORK');
    expect(apiErrorText(new Error('at foo (bar.js:1)'), 'en', texts)).toBe('UNEXPECTED');
  });

  it('lets a screen say more for a stale version, 401, 403 and 404', async () => {
    const stale = await failure(409, { code: 'STALE_VERSION', message_key: 'stale_version', message: 'x' });
    expect(apiErrorText(stale, 'en', { ...texts, stale: 'STALE' })).toBe('STALE');
    expect(apiErrorText(stale, 'en', texts)).toBe(translate('stale_version', 'en'));
    const denied = await failure(403, { code: 'FORBIDDEN', message_key: 'access_denied', message: 'x' });
    expect(apiErrorText(denied, 'kh', texts)).toBe(translate('access_denied', 'kh'));
    expect(apiErrorText(denied, 'kh', { ...texts, forbidden: 'DENIED' })).toBe('DENIED');
  });
});

describe('apiFieldErrors', () => {
  it('translates field_keys with field_params, keeping texts for fields without a key', async () => {
    const error = await failure(422, {
      code: 'VALIDATION',
      message_key: 'validation_failed',
      message: 'x',
      fields: { name: 'Use 5 characters or fewer.', other: 'Plain text' },
      field_keys: { name: 'too_long' },
      field_params: { name: { max: 5 } },
    });
    expect(apiFieldErrors(error, 'kh')).toEqual({ name: translate('too_long', 'kh', { max: 5 }), other: 'Plain text' });
    expect(apiFieldErrors(error, 'kh').name).toContain('៥');
    expect(apiFieldErrors(new Error('x'), 'en')).toEqual({});
  });
});

function ShellMessage({ error }: { error: unknown }) {
  return <p>{useErrorMessage()(error)}</p>;
}

describe('every error notice goes through apiErrorText', () => {
  it("the statement screens' ErrorNotice shows the year, in English and Khmer", async () => {
    const error = await periodExists();
    await i18n.changeLanguage('en');
    const { rerender } = render(<ErrorNotice error={error} />);
    expect(screen.getByRole('alert').textContent).toContain('Financial statements for 2025 already exist');
    await i18n.changeLanguage('kh');
    rerender(<ErrorNotice error={error} />);
    expect(screen.getByRole('alert').textContent).toContain('២០២៥');
    expect(screen.getByRole('alert').textContent).not.toContain('{year}');
    await i18n.changeLanguage('en');
  });

  it("the shell's message follows a language switch made after the request", async () => {
    const error = await periodExists();
    await i18n.changeLanguage('kh');
    render(<ShellMessage error={error} />);
    expect(screen.getByText(translate('reporting_period_exists', 'kh', { year: 2025 }))).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
