import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestDeps } from '../auth/testing';
import { loadEnv } from '../env';
import { ensureUser } from './index';
import { identityConfig } from './config';

describe('a real Cognito user pool, by configuration alone', () => {
  it('publishes the pool without an endpoint and turns the embedded endpoint off', async () => {
    const { deps, cleanup } = await createTestDeps({
      DFR_COGNITO_USER_POOL_ID: 'ap-southeast-1_AbCdEf123',
      DFR_COGNITO_CLIENT_ID: '1h2g3f4e5d6c7b8a9z0y1x2w3v',
    });
    try {
      expect(deps.identity.config).toMatchObject({
        mode: 'cognito',
        issuer: 'https://cognito-idp.ap-southeast-1.amazonaws.com/ap-southeast-1_AbCdEf123',
        jwksUri: 'https://cognito-idp.ap-southeast-1.amazonaws.com/ap-southeast-1_AbCdEf123/.well-known/jwks.json',
      });
      const app = createApp(deps);
      const config = (await (await app.request('/config.json')).json()) as { identity: Record<string, string> };
      expect(config.identity).toMatchObject({
        region: 'ap-southeast-1',
        userPoolId: 'ap-southeast-1_AbCdEf123',
        userPoolClientId: '1h2g3f4e5d6c7b8a9z0y1x2w3v',
        mode: 'cognito',
      });
      expect(config.identity).not.toHaveProperty('userPoolEndpoint');
      const res = await app.request('/identity', {
        method: 'POST',
        headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
        body: '{}',
      });
      expect(((await res.json()) as { __type: string }).__type).toBe('ResourceNotFoundException');
      await expect(ensureUser(deps, { email: 'demo@example.com', password: 'Demo@2026' })).rejects.toThrow(/embedded/);
    } finally {
      cleanup();
    }
  });

  it('refuses half a configuration and a pool id without an underscore', () => {
    expect(() => identityConfig(loadEnv({ DFR_COGNITO_USER_POOL_ID: 'ap-southeast-1_x' }))).toThrow(/go together/);
    expect(() => loadEnv({ DFR_COGNITO_USER_POOL_ID: 'nounderscore', DFR_COGNITO_CLIENT_ID: 'c' })).toThrow(
      /underscore/,
    );
  });
});
