import { translate } from '@dfr/forms/rules';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/auth.json';
import kh from '../locales/kh/auth.json';
import { authErrorText, authFailure, describeAuthError } from './errors';
import { isOpenPath } from '../app/routes';
import { safeRedirect } from './paths';

const t = (key: string) => key;
const err = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('the route guard paths', () => {
  it('lets a signed-out visitor open only the sign-in screens and the home page', () => {
    for (const open of ['/', '/login', '/signup', '/forgetPass', '/confirmUser']) expect(isOpenPath(open)).toBe(true);
    for (const closed of ['/overview', '/resetPass', '/public/abc', '/users', '/reporting/1/2025/draft', '/nowhere']) {
      expect(isOpenPath(closed)).toBe(false);
    }
  });

  it('returns only to paths of this site after sign-in', () => {
    expect(safeRedirect('/users?tab=2')).toBe('/users?tab=2');
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(safeRedirect(bad)).toBe('/overview');
    }
  });
});

describe('identity errors as the user reads them', () => {
  it('uses the specification messages, in English and Khmer', () => {
    expect(authErrorText(err('NotAuthorizedException', 'Incorrect username or password.'), 'en', t)).toBe(
      'Incorrect username or password.',
    );
    expect(authErrorText(err('UserNotFoundException'), 'kh', t)).toMatch(/[\u1780-\u17FF]/);
    expect(authErrorText(err('CodeMismatchException'), 'en', t)).toBe('Incorrect code, please try again.');
    expect(authErrorText(err('NetworkError'), 'en', t)).toBe('A network error has occurred.');
  });

  it('tells a lockout, throttling and the password policy apart, and shows other remote errors as sent', () => {
    expect(describeAuthError(err('NotAuthorizedException', 'Password attempts exceeded'))).toEqual({
      auth: 'errors.locked',
    });
    expect(describeAuthError(err('TooManyRequestsException'))).toEqual({ auth: 'errors.too_many_requests' });
    expect(describeAuthError(err('InvalidPasswordException'))).toEqual({ auth: 'errors.password_policy' });
    expect(describeAuthError(err('ExpiredCodeException'))).toEqual({ catalogue: 'code_expired' });
    expect(describeAuthError(err('UsernameExistsException'))).toEqual({ catalogue: 'user_already_exists' });
    expect(describeAuthError(err('AuthUserPoolException'))).toEqual({ catalogue: 'configuration_error' });
    expect(describeAuthError(err('SomethingElse', 'The service said so.'))).toEqual({ raw: 'The service said so.' });
  });

  it('has every auth string in both languages', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
    expect(keys(kh).sort()).toEqual(keys(en).sort());
    expect(Object.keys(en.errors)).toEqual(expect.arrayContaining(['locked', 'too_many_requests', 'password_policy']));
  });
});

describe('an identity error as a sign-in form shows it', () => {
  it('keeps a catalogue key (it follows a change of language), and the text of the others', () => {
    expect(authFailure(err('CodeMismatchException'), 'kh', t)).toEqual({
      messageKey: 'incorrect_code',
      message: translate('incorrect_code', 'kh'),
    });
    expect(authFailure(err('TooManyRequestsException'), 'en', t)).toEqual({
      messageKey: 'errors.too_many_requests',
      message: 'errors.too_many_requests',
    });
    expect(authFailure(err('SomethingElse', 'The service said so.'), 'en', t).message).toBe('The service said so.');
  });
});
