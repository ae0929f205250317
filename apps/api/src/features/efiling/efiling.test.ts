import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestDeps } from '../../auth/testing';

// The receiver's HTTP boundary (routes.ts): who may call it and what a malformed call is answered. What a well-formed
// package is answered (receipt, refusal, idempotency) is tested with the receiver in apps/api/src/filing/.
const TOKEN = 'efiling-route-token';
let cleanup: () => void;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  const made = await createTestDeps({ DFR_EFILING_RECEIVER_TOKEN: TOKEN });
  cleanup = made.cleanup;
  app = createApp(made.deps);
});
afterAll(() => cleanup());

const send = (headers: Record<string, string>, body: unknown) =>
  app.request('/efiling/v1/submissions', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const filing = {
  entity: { nameEn: 'Angkor Trading Co., Ltd.', nameKh: null, registrationNumber: '00012345' },
  reportingYear: 2025,
  files: [{ name: 'fs-2025.pdf', mediaType: 'application/pdf', base64: 'JVBERi0xLjc=' }],
};

describe('POST /efiling/v1/submissions', () => {
  it('is closed without the receiver token, or with another one, in both languages', async () => {
    const none = await send({ 'idempotency-key': 'k1' }, filing);
    expect(none.status).toBe(401);
    const wrong = await send(
      { authorization: 'Bearer not-it', 'idempotency-key': 'k1', 'accept-language': 'km' },
      filing,
    );
    expect(wrong.status).toBe(401);
    const body = (await wrong.json()) as { error: { message_key: string; message: string } };
    expect(body.error.message_key).toBe('unauthenticated');
    expect(body.error.message).toMatch(/[\u1780-\u17FF]/);
  });

  it('answers a missing idempotency key and a malformed package with 422, naming the field', async () => {
    const auth = { authorization: `Bearer ${TOKEN}` };
    const noKey = await send(auth, filing);
    expect(noKey.status).toBe(422);
    const badName = await send(
      { ...auth, 'idempotency-key': 'k2' },
      { ...filing, files: [{ ...filing.files[0], name: '../etc/passwd' }] },
    );
    expect(badName.status).toBe(422);
    expect(JSON.stringify(await badName.json())).toContain('files');
    const noFiles = await send({ ...auth, 'idempotency-key': 'k3' }, { ...filing, files: [] });
    expect(noFiles.status).toBe(422);
  });

  it('is closed altogether when no receiver token is configured', async () => {
    const made = await createTestDeps();
    try {
      const res = await createApp(made.deps).request('/efiling/v1/submissions', {
        method: 'POST',
        headers: { authorization: 'Bearer ', 'content-type': 'application/json', 'idempotency-key': 'k4' },
        body: JSON.stringify(filing),
      });
      expect(res.status).toBe(401);
    } finally {
      made.cleanup();
    }
  });
});
