import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_LIMITS } from '../features/statements/export';
import { type Harness, startHarness, type TestUser } from '../test/harness';

/**
 * What one PDF may cost is bounded (issue 34): the texts it prints (per field, the number of policies, all together),
 * the size of the document given to the renderer, and its time: a render past DFR_PDF_TIMEOUT_MS answers 503
 * `pdf_timeout` in both languages. This API prints with a 1 ms timeout, so every render is stopped.
 */
let h: Harness;
let demo: TestUser;
let statementId: string;

beforeAll(async () => {
  h = await startHarness({ DFR_PDF_TIMEOUT_MS: '1' });
  ({ statementId, demo } = await h.demo());
}, 60_000);
afterAll(() => h.close());

const putTexts = async (data: unknown, lang?: string) => {
  const { version } = (await h.call('GET', `/api/statements/${statementId}`, { as: demo })).data;
  return h.call('PUT', `/api/statements/${statementId}/texts`, { as: demo, json: { version, data }, lang });
};
const text = (chars: number) => ({ en: 'x'.repeat(chars), kh: 'ក'.repeat(chars) });

describe('the texts a statement prints are bounded by @dfr/forms rules, with messages in both languages', () => {
  it('a policy of 6,001 characters is refused with its limit; 6,000 is kept', async () => {
    const long = await putTexts({ policies: { revenueRecognition: text(6001) } });
    expect(long.status).toBe(422);
    expect(long.data.error.fields['data.policies.revenueRecognition.en']).toBe('Use 6000 characters or fewer.');
    const kh = await putTexts({ policies: { revenueRecognition: text(6001) } }, 'km');
    expect(kh.data.error.fields['data.policies.revenueRecognition.kh']).toBe('សូមប្រើមិនលើសពី ៦០០០ តួអក្សរ។');
    expect((await putTexts({ policies: { revenueRecognition: text(6000) } })).status).toBe(200);
  });

  it('at most 20 policies, and at most 100,000 characters of texts together', async () => {
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`policy${i}`, text(10)]));
    const tooMany = await putTexts({ policies: many });
    expect(tooMany.status).toBe(422);
    expect(tooMany.data.error.fields['data.policies']).toBe('Add no more than 20.');
    const long = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`policy${i}`, text(5001)]));
    const tooLong = await putTexts({ policies: long });
    expect(tooLong.status).toBe(422);
    expect(Object.values(tooLong.data.error.fields)).toContain(
      "The policies and the directors' statement together are too long to print: 100020 characters, at most 100000. Shorten them.",
    );
    await putTexts({ policies: {} });
  });
});

describe('printing', () => {
  it('stops a render past its time with 503 pdf_timeout, in both languages, and the API stays usable', async () => {
    const en = await h.app.request(`/api/statements/${statementId}/pdf`, {
      headers: { authorization: `Bearer ${demo.token}` },
    });
    expect(en.status).toBe(503);
    const body = (await en.json()) as { error: { message_key: string; message: string } };
    expect(body.error.message_key).toBe('pdf_timeout');
    expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|\.ts:\d+/);
    const kh = await h.call('GET', `/api/statements/${statementId}/pdf`, { as: demo, lang: 'km' });
    expect(kh.status).toBe(503);
    expect(kh.data.error.message).toMatch(/[\u1780-\u17FF]/);
    expect((await h.call('GET', `/api/statements/${statementId}`, { as: demo })).status).toBe(200);
  }, 60_000);

  it('refuses a document beyond its size before the renderer sees it (413 document_too_large)', async () => {
    const limit = PDF_LIMITS.documentChars;
    PDF_LIMITS.documentChars = 1000;
    try {
      const res = await h.call('GET', `/api/statements/${statementId}/pdf`, { as: demo });
      expect(res.status).toBe(413);
      expect(res.data.error.message_key).toBe('document_too_large');
    } finally {
      PDF_LIMITS.documentChars = limit;
    }
  });
});
