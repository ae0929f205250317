import { createHash, createHmac } from 'node:crypto';
import type { IdentityConfig } from './config';
import { CognitoError, type CognitoErrorType } from './errors';
import type { IdentityService } from './service';

type Body = Record<string, unknown>;

/** A user of a pool group as the admin API lists it. */
export interface GroupUser {
  username: string;
  email: string;
  locale?: string;
}

/**
 * The pool's group administration (issue 32), the same calls for the embedded endpoint and a real Cognito pool: the
 * requests and answers of Cognito's AdminAddUserToGroup, AdminRemoveUserFromGroup, AdminListGroupsForUser and
 * ListUsersInGroup. Failures are CognitoErrors (their `type` as Cognito names it).
 */
export interface IdentityAdmin {
  addUserToGroup(username: string, group: string): Promise<void>;
  removeUserFromGroup(username: string, group: string): Promise<void>;
  listGroupsForUser(username: string): Promise<string[]>;
  listUsersInGroup(group: string): Promise<GroupUser[]>;
}

function adminOver(call: (operation: string, body: Body) => Promise<Body>, userPoolId: string): IdentityAdmin {
  /** Every page of a listing (`NextToken` followed). */
  async function all<T>(operation: string, body: Body, key: string): Promise<T[]> {
    const out: T[] = [];
    let token: string | undefined;
    do {
      const res = await call(operation, { ...body, UserPoolId: userPoolId, ...(token ? { NextToken: token } : {}) });
      out.push(...((res[key] as T[] | undefined) ?? []));
      token = typeof res.NextToken === 'string' ? res.NextToken : undefined;
    } while (token);
    return out;
  }
  return {
    async addUserToGroup(username, group) {
      await call('AdminAddUserToGroup', { UserPoolId: userPoolId, Username: username, GroupName: group });
    },
    async removeUserFromGroup(username, group) {
      await call('AdminRemoveUserFromGroup', { UserPoolId: userPoolId, Username: username, GroupName: group });
    },
    async listGroupsForUser(username) {
      const groups = await all<{ GroupName: string }>('AdminListGroupsForUser', { Username: username }, 'Groups');
      return groups.map((g) => g.GroupName);
    },
    async listUsersInGroup(group) {
      const users = await all<{ Username: string; Attributes?: { Name: string; Value: string }[] }>(
        'ListUsersInGroup',
        { GroupName: group },
        'Users',
      );
      return users.map((u) => {
        const attr = (name: string) => u.Attributes?.find((a) => a.Name === name)?.Value;
        return { username: u.Username, email: (attr('email') ?? '').toLowerCase(), locale: attr('locale') };
      });
    },
  };
}

/** The embedded pool's admin operations, called in process (the same bodies as Cognito's). */
export function embeddedAdmin(service: IdentityService, config: IdentityConfig): IdentityAdmin {
  return adminOver((operation, body) => service.admin(operation, body), config.userPoolId);
}

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Signs a POST of `body` to `url` with AWS Signature Version 4 (the headers to send). Cognito's admin API takes only
 * signed calls.
 */
export function signV4(
  input: { url: string; body: string; headers: Record<string, string>; region: string; service: string },
  credentials: AwsCredentials,
  date = new Date(),
): Record<string, string> {
  const url = new URL(input.url);
  const amzDate = date.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: url.host,
    'x-amz-date': amzDate,
    ...(credentials.sessionToken ? { 'x-amz-security-token': credentials.sessionToken } : {}),
  };
  const names = Object.keys(headers).sort();
  const canonical = [
    'POST',
    url.pathname || '/',
    url.search.slice(1),
    ...names.map((n) => `${n}:${headers[n]}`),
    '',
    names.join(';'),
    sha256(input.body),
  ].join('\n');
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  let key = hmac(`AWS4${credentials.secretAccessKey}`, day);
  for (const part of [input.region, input.service, 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

/**
 * A real Cognito pool's admin API: `POST https://cognito-idp.<region>.amazonaws.com/` with `X-Amz-Target`, signed with
 * the administrator's AWS credentials (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, optionally `AWS_SESSION_TOKEN`).
 * `endpoint` and `fetch` are for tests.
 */
export function cognitoAdmin(
  config: Pick<IdentityConfig, 'region' | 'userPoolId'>,
  credentials: () => AwsCredentials | undefined,
  options: { endpoint?: string; fetch?: typeof fetch } = {},
): IdentityAdmin {
  const endpoint = options.endpoint ?? `https://cognito-idp.${config.region}.amazonaws.com/`;
  const doFetch = options.fetch ?? fetch;
  return adminOver(async (operation, body) => {
    const creds = credentials();
    if (!creds) throw new CognitoError('MissingAuthenticationTokenException', 'No AWS credentials are configured.');
    const text = JSON.stringify(body);
    const headers = signV4(
      {
        url: endpoint,
        body: text,
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        region: config.region,
        service: 'cognito-idp',
      },
      creds,
    );
    delete headers.host;
    const res = await doFetch(endpoint, { method: 'POST', headers, body: text });
    const answer = (await res.json().catch(() => ({}))) as Body;
    if (!res.ok) {
      const type = String(answer.__type ?? res.headers.get('x-amzn-errortype') ?? 'InternalErrorException');
      throw new CognitoError(
        type.split('#').pop()!.split(':')[0] as CognitoErrorType,
        String(answer.message ?? answer.Message ?? `Cognito answered ${res.status}`),
        res.status,
      );
    }
    return answer;
  }, config.userPoolId);
}

/** The AWS default credentials from the environment, when set. */
export function envCredentials(env: NodeJS.ProcessEnv = process.env): AwsCredentials | undefined {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!accessKeyId || !secretAccessKey) return undefined;
  return { accessKeyId, secretAccessKey, ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}) };
}
