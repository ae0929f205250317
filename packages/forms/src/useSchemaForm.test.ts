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
    expect(serverErrorsOf({ error: { message_key: 'engine_unavailable', message: 'The engine is busy.' } })).toEqual({
      message: 'The engine is busy.',
    });
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
