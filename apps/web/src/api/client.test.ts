import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, call, callBlob, param, setTokenProvider, setUnauthorizedHandler } from './client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the typed client (hc<AppType>) behind every call of the web app', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setTokenProvider(async () => undefined);
    setUnauthorizedHandler(() => {});
  });

  it("sends the signed-in user's token and reads the route's JSON", async () => {
    setTokenProvider(async () => 'token-1');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ invoices: [{ id: 'i1' }] }));
    const body = await call(api.api.entities[':entityId'].invoices.$get({ param: param({ entityId: 'e1' }) }));
    expect(body.invoices[0]?.id).toBe('i1');
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe('/api/entities/e1/invoices');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
  });

  it('encodes path parameters and sends a JSON body', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ code: 'a/b' }));
    await call(
      api.api.entities[':entityId'].accounts[':code'].$patch({
        param: param({ entityId: 'e1', code: 'a/b c' }),
        json: { version: 1, nameEn: 'Cash' },
      }),
    );
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe('/api/entities/e1/accounts/a%2Fb%20c');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ version: 1, nameEn: 'Cash' });
  });

  it("turns a failure into an ApiError with the API's envelope (bilingual message key), for JSON and files", async () => {
    const envelope = { code: 'STALE_VERSION', message_key: 'stale_version', message: 'Someone saved first.' };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ error: envelope }, 409));
    const failure = await call(api.api.me.$get()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, code: 'STALE_VERSION', messageKey: 'stale_version' });
    const download = await callBlob(
      api.api.statements[':statementId'].pdf.$get({ param: param({ statementId: 's1' }), query: {} }),
    ).catch((e: unknown) => e);
    expect(download).toMatchObject({ status: 409, messageKey: 'stale_version' });
  });

  it('tells the sign-in module when the API refuses the token (401), so a session ended elsewhere ends here at once', async () => {
    const refused = vi.fn();
    setUnauthorizedHandler(refused);
    const envelope = { code: 'UNAUTHENTICATED', message_key: 'session_ended', message: 'Sign in again.' };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ error: envelope }, 401));
    await call(api.api.me.$get()).catch(() => undefined);
    expect(refused).not.toHaveBeenCalled(); // no token sent: nobody was signed in
    setTokenProvider(async () => 'token-1');
    await call(api.api.me.$get()).catch(() => undefined);
    expect(refused).toHaveBeenCalledTimes(1);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ error: envelope }, 403));
    await call(api.api.me.$get()).catch(() => undefined);
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
