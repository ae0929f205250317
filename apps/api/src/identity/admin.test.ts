import { describe, expect, it } from 'vitest';
import { createTestDeps } from '../auth/testing';
import { cognitoAdmin, signV4 } from './admin';
import { CognitoError } from './errors';
import { ensureUser } from '.';

/** Issue 32: the pool's group administration, the same calls for the embedded pool and a real Cognito pool. */
describe("the user pool's group administration", () => {
  it('signs as AWS Signature Version 4 does (the published post-vanilla example)', () => {
    const headers = signV4(
      { url: 'https://example.amazonaws.com/', body: '', headers: {}, region: 'us-east-1', service: 'service' },
      { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
      new Date('2015-08-30T12:36:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b',
    );
  });

  it("sends Cognito's admin requests signed, and reads its answers and errors", async () => {
    const seen: { target: string | null; auth: string | null; body: unknown }[] = [];
    const fake = (async (_url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      const body = JSON.parse(String(init.body));
      seen.push({ target: headers.get('x-amz-target'), auth: headers.get('authorization'), body });
      if (body.GroupName === 'missing')
        return new Response(JSON.stringify({ __type: 'ResourceNotFoundException', message: 'Group not found.' }), {
          status: 400,
        });
      if (body.NextToken === undefined && seen.length === 2)
        return Response.json({
          Users: [{ Username: 'u1', Attributes: [{ Name: 'email', Value: 'A@x.kh' }] }],
          NextToken: 't',
        });
      return Response.json(
        body.GroupName ? { Users: [{ Username: 'u2', Attributes: [{ Name: 'email', Value: 'b@x.kh' }] }] } : {},
      );
    }) as unknown as typeof fetch;
    const admin = cognitoAdmin(
      { region: 'ap-southeast-1', userPoolId: 'ap-southeast-1_abc' },
      () => ({ accessKeyId: 'AK', secretAccessKey: 'SK' }),
      { fetch: fake },
    );
    await admin.addUserToGroup('a@x.kh', 'regulator');
    expect(seen[0]).toMatchObject({
      target: 'AWSCognitoIdentityProviderService.AdminAddUserToGroup',
      auth: expect.stringMatching(/^AWS4-HMAC-SHA256 Credential=AK\/\d{8}\/ap-southeast-1\/cognito-idp\/aws4_request/),
      body: { UserPoolId: 'ap-southeast-1_abc', Username: 'a@x.kh', GroupName: 'regulator' },
    });
    // Every page of a listing.
    expect(await admin.listUsersInGroup('regulator')).toEqual([
      { username: 'u1', email: 'a@x.kh', locale: undefined },
      { username: 'u2', email: 'b@x.kh', locale: undefined },
    ]);
    expect(seen[2]?.body).toMatchObject({ NextToken: 't' });
    const error = await admin.removeUserFromGroup('a@x.kh', 'missing').catch((e) => e);
    expect(error).toBeInstanceOf(CognitoError);
    expect(error.type).toBe('ResourceNotFoundException');
  });

  it('the embedded pool answers the admin operations in process only, never over HTTP', async () => {
    const { deps, cleanup } = await createTestDeps();
    try {
      const { sub } = await ensureUser(deps, { email: 'staff@example.com', password: 'Staff@2026!x' });
      const { admin, service } = deps.identity;
      await admin.addUserToGroup('staff@example.com', 'regulator');
      await admin.addUserToGroup(sub, 'regulator-finance');
      expect((await admin.listGroupsForUser(sub)).sort()).toEqual(['regulator', 'regulator-finance']);
      expect(await admin.listUsersInGroup('regulator-finance')).toEqual([
        expect.objectContaining({ username: sub, email: 'staff@example.com' }),
      ]);
      await admin.removeUserFromGroup(sub, 'regulator-finance');
      expect(await admin.listUsersInGroup('regulator-finance')).toEqual([]);
      const unknown = await admin.addUserToGroup('nobody@example.com', 'regulator').catch((e) => e);
      expect(unknown.type).toBe('UserNotFoundException');
      const group = await admin.addUserToGroup(sub, 'admins').catch((e) => e);
      expect(group.type).toBe('ResourceNotFoundException');
      // As an unsigned call to Cognito's admin API: refused.
      const overHttp = await service!
        .call(
          'AdminAddUserToGroup',
          { UserPoolId: deps.identity.config.userPoolId, Username: sub, GroupName: 'regulator' },
          {
            address: '1.2.3.4',
            lang: 'en',
            publicUrl: 'http://x',
          },
        )
        .catch((e) => e);
      expect(overHttp.type).toBe('MissingAuthenticationTokenException');
      expect(await admin.listGroupsForUser(sub)).toEqual(['regulator']);
    } finally {
      cleanup();
    }
  });
});
