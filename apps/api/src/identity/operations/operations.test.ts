import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps } from '../../auth/testing';
import { CognitoError } from '../errors';
import { EMBEDDED_CLIENT_ID } from '../index';
import { OPERATIONS } from './index';

let testDeps: Awaited<ReturnType<typeof createTestDeps>>;
beforeAll(async () => {
  testDeps = await createTestDeps();
});
afterAll(() => testDeps.cleanup());

const meta = { address: '10.9.0.1', lang: 'en' as const, publicUrl: 'http://localhost' };

describe('the identity operations, one module each', () => {
  it('answers the Cognito operations the web app and the e2e tests use', () => {
    for (const name of ['SignUp', 'ConfirmSignUp', 'InitiateAuth', 'RespondToAuthChallenge', 'GlobalSignOut'])
      expect(typeof OPERATIONS[name]).toBe('function');
  });

  it('treats a name of the object prototype as an unknown operation (never hands it the context)', async () => {
    const service = testDeps.deps.identity.service;
    if (!service) throw new Error('the test deps use the embedded endpoint');
    for (const name of ['constructor', 'toString', 'hasOwnProperty', '__proto__']) {
      const call = service.call(name, { ClientId: EMBEDDED_CLIENT_ID }, meta);
      await expect(call).rejects.toBeInstanceOf(CognitoError);
      await expect(call).rejects.toMatchObject({ type: 'UnknownOperationException' });
    }
  });
});
