import { describe, expect, it } from 'vitest';
import { serverErrorsOf } from './useSchemaForm';

describe('serverErrorsOf', () => {
  it('reads the API envelope', () => {
    expect(
      serverErrorsOf({
        error: { code: 'CONFLICT', message_key: 'entity_exists', message: 'x', fields: { nameEn: 'entity_exists' } },
      }),
    ).toEqual({ fields: { nameEn: 'entity_exists' }, message: 'entity_exists' });
  });
  it('reads the web client ApiError (messageKey, fields) and resolves aliases', () => {
    const apiError = Object.assign(new Error('Ce texte'), {
      messageKey: 'period_exists',
      fields: { reportingYear: 'Text' },
    });
    expect(serverErrorsOf(apiError)).toEqual({ fields: { reportingYear: 'Text' }, message: 'reporting_period_exists' });
  });
  it("shows the server's own text for a key the catalogue does not know", () => {
    expect(serverErrorsOf({ error: { message_key: 'engine_on_fire', message: 'The engine is busy.' } })).toEqual({
      message: 'The engine is busy.',
    });
  });
  it('prefers field keys (with their values) over field texts, so errors follow a change of language', () => {
    const envelope = {
      code: 'VALIDATION_FAILED',
      message_key: 'validation_failed',
      message: 'Some fields need your attention.',
      fields: { email: 'Invalid email: …', name: 'Use 80 characters or fewer.', note: 'Server text only' },
      field_keys: { email: 'invalid_email', name: 'too_long' },
      field_params: { name: { max: 80 } },
    };
    const expected = {
      fields: { email: 'invalid_email', name: { key: 'too_long', params: { max: 80 } }, note: 'Server text only' },
      message: 'validation_failed',
    };
    expect(serverErrorsOf({ error: envelope })).toEqual(expected);
    // The web client's ApiError carries the envelope beside its translated `fields`.
    const apiError = Object.assign(new Error('x'), {
      messageKey: 'validation_failed',
      fields: envelope.fields,
      envelope,
    });
    expect(serverErrorsOf(apiError)).toEqual(expected);
  });
  it('keeps the values of the message placeholders', () => {
    expect(
      serverErrorsOf({ error: { message_key: 'period_exists', message: 'x', message_params: { year: 2024 } } }),
    ).toEqual({ message: 'reporting_period_exists', messageParams: { year: 2024 } });
  });
  it('turns a failed fetch into the network error, and anything else into nothing', () => {
    expect(serverErrorsOf(new TypeError('Failed to fetch'))).toEqual({ message: 'network_error' });
    expect(serverErrorsOf(new Error('boom'))).toBeNull();
    expect(serverErrorsOf('boom')).toBeNull();
    expect(serverErrorsOf({ error: { fields: { email: 'invalid_email' } } })).toEqual({
      fields: { email: 'invalid_email' },
      message: 'validation_failed',
    });
  });
});
