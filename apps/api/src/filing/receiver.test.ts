import {
  buildStatements,
  DEMO_ENTITY,
  DEMO_NOTES,
  DEMO_SETTINGS,
  DEMO_TEXTS,
  demoTrialBalance,
  exportInlineXbrl,
  exportXbrlZip,
  buildXbrlPackage,
  zipFiles,
} from '@dfr/statement-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestDeps } from '../auth/testing';
import type { Deps } from '../context';
import { efilingReceipts } from '../db/schema';
import { EfilingError, embeddedEfiling, remoteEfiling } from './efiling';
import type { PackageContent } from './package';
import { type Filing, FilingRefused, manifestFile, receive } from './receiver';

const TOKEN = 'receiver-token-for-tests';
const set = buildStatements({
  settings: DEMO_SETTINGS,
  trialBalance: demoTrialBalance(),
  entity: DEMO_ENTITY,
  notes: DEMO_NOTES,
  texts: DEMO_TEXTS,
});
const entity = {
  id: 'e1',
  nameEn: DEMO_ENTITY.nameEn,
  nameKh: DEMO_ENTITY.nameKh,
  registrationNumber: DEMO_ENTITY.registrationNumber,
};

function filing(key: string, change?: (files: PackageContent[]) => PackageContent[]): Filing {
  const files: PackageContent[] = [
    { name: 'fs-2025-xbrl.zip', mediaType: 'application/zip', body: exportXbrlZip(set) },
    { name: 'fs-2025.xhtml', mediaType: 'application/xhtml+xml', body: exportInlineXbrl(set) },
    { name: 'fs-2025.pdf', mediaType: 'application/pdf', body: new TextEncoder().encode('%PDF-1.7 test') },
  ];
  const withManifest = [...files, manifestFile({ entity, reportingYear: 2025 }, files)];
  return { idempotencyKey: key, entity, reportingYear: 2025, files: change ? change(withManifest) : withManifest };
}

/** The XBRL package with revenue raised in the instance, zipped as the engine zips it. */
function tamperedZip(): Uint8Array {
  const pkg = buildXbrlPackage({ statements: set });
  const files = pkg.files.map((f) =>
    f.path === pkg.instancePath
      ? {
          ...f,
          content: f.content.replace(
            /(<ifrs-full:Revenue contextRef="D2025-01-01_2025-12-31"[^>]*>)(\d+)</,
            (_m, o: string, v: string) => `${o}${Number(v) + 5_000_000}<`,
          ),
        }
      : f,
  );
  return zipFiles(files, pkg.instancePath.replace(/\.xbrl$/, ''));
}

let deps: Deps;
let cleanup: () => void;
beforeAll(async () => {
  ({ deps, cleanup } = await createTestDeps({ DFR_EFILING_RECEIVER_TOKEN: TOKEN }));
});
afterAll(() => cleanup());

describe('the e-filing receiver', () => {
  it('gives a receipt (number, time, the manifest’s sha256) and the same receipt for the same key', async () => {
    const first = await receive(deps.db, filing('s1:v1'));
    expect(first.receiptNumber).toMatch(/^EF-\d{4}-\d{6}$/);
    expect(first.packageHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.factCount).toBeGreaterThan(50);
    expect(await receive(deps.db, filing('s1:v1'))).toEqual(first);
    const second = await receive(deps.db, filing('s1:v2'));
    expect(second.receiptNumber).not.toBe(first.receiptNumber);
  });

  it('refuses a package whose XBRL was altered after it was built, even with a manifest made to match', async () => {
    const altered = filing('s2:v1', (files) => {
      const others = files
        .filter((f) => f.name !== 'manifest.json')
        .map((f) => (f.name.endsWith('.zip') ? { ...f, body: tamperedZip() } : f));
      return [...others, manifestFile({ entity, reportingYear: 2025 }, others)];
    });
    const refused = await receive(deps.db, altered).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(FilingRefused);
    const codes = (refused as FilingRefused).problems.map((p) => p.code);
    expect(codes).toContain('calculation-inconsistency');
    expect(codes).toContain('facts-differ');
  });

  it('refuses a file that does not match its manifest, an unlisted file and a key reused for another package', async () => {
    const swapped = filing('s3:v1', (files) =>
      files.map((f) => (f.name.endsWith('.pdf') ? { ...f, body: new TextEncoder().encode('%PDF other') } : f)),
    );
    await expect(receive(deps.db, swapped)).rejects.toMatchObject({
      problems: [expect.objectContaining({ code: 'hash-mismatch' })],
    });
    const extra = filing('s3:v1', (files) => [...files, { name: 'extra.txt', mediaType: 'text/plain', body: 'x' }]);
    await expect(receive(deps.db, extra)).rejects.toMatchObject({
      problems: [expect.objectContaining({ code: 'unlisted-file' })],
    });
    await receive(deps.db, filing('s4:v1'));
    const other = filing('s4:v1', (files) => {
      const withoutPdf = files.filter((f) => !f.name.endsWith('.pdf') && f.name !== 'manifest.json');
      return [...withoutPdf, manifestFile({ entity, reportingYear: 2025 }, withoutPdf)];
    });
    await expect(receive(deps.db, other)).rejects.toMatchObject({
      problems: [expect.objectContaining({ code: 'key-reused' })],
    });
  });

  it('embedded: the adapter is the receiver itself', async () => {
    const receipt = await embeddedEfiling(deps.db).send(filing('s5:v1'));
    expect(receipt.receiptNumber).toMatch(/^EF-/);
  });
});

describe('the remote adapter against the receiver’s HTTP endpoint', () => {
  const app = () => createApp(deps);
  const noWait = { sleep: async () => undefined };

  it('files once when the first answer is lost: the retry carries the same key and gets the first receipt', async () => {
    let calls = 0;
    const adapter = remoteEfiling('http://receiver.test/efiling/v1', TOKEN, {
      ...noWait,
      fetch: async (request) => {
        calls++;
        const answer = await app().fetch(request);
        return calls === 1 ? new Response('lost', { status: 503 }) : answer;
      },
    });
    const receipt = await adapter.send(filing('r1:v1'));
    expect(calls).toBe(2);
    const rows = (await deps.db.select().from(efilingReceipts)).filter((r) => r.idempotencyKey === 'r1:v1');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.receiptNumber).toBe(receipt.receiptNumber);
  });

  it('passes the receiver’s refusal on with its reasons, and never retries it', async () => {
    let calls = 0;
    const adapter = remoteEfiling('http://receiver.test/efiling/v1', TOKEN, {
      ...noWait,
      fetch: (request) => {
        calls++;
        return app().fetch(request);
      },
    });
    const altered = filing('r2:v1', (files) =>
      files.map((f) => (f.name.endsWith('.zip') ? { ...f, body: tamperedZip() } : f)),
    );
    const refused = await adapter.send(altered).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(FilingRefused);
    expect((refused as FilingRefused).problems.map((p) => p.code)).toContain('hash-mismatch');
    expect(calls).toBe(1);
  });

  it('is closed to a wrong token (401, not retried) and gives up after three 5xx answers', async () => {
    let calls = 0;
    const wrong = remoteEfiling('http://receiver.test/efiling/v1', 'not-the-token', {
      ...noWait,
      fetch: (request) => {
        calls++;
        return app().fetch(request);
      },
    });
    await expect(wrong.send(filing('r3:v1'))).rejects.toMatchObject({ reason: 'HTTP 401' });
    expect(calls).toBe(1);
    const down = remoteEfiling('http://receiver.test/efiling/v1', TOKEN, {
      ...noWait,
      fetch: async () => new Response('', { status: 502 }),
    });
    const failed = await down.send(filing('r4:v1')).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(EfilingError);
    expect((failed as EfilingError).reason).toBe('HTTP 502');
  });
});
