import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createDeps } from '../../context';
import { type Db, PING_REUSE_MS, pingDatabase } from '../../db/client';
import { openTestDatabase } from '../../db/testing';
import { loadEnv } from '../../env';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-health-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('GET /api/health', () => {
  it('answers ok once the migrated database answers', async () => {
    const env = loadEnv({ DFR_DATA_DIR: dataDir, NODE_ENV: 'test' });
    const { db, close } = await openTestDatabase(env.dataDir);
    const res = await createApp(await createDeps(env, db)).request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    close();
  });

  it('shares a ping that succeeded for at most a second, and never a failed one (issue 30)', async () => {
    // A database whose answer the test decides (SQLite's fallback and PostgreSQL's ping both ask it).
    let answers = true;
    let asked = 0;
    const ask = async () => {
      asked += 1;
      if (!answers) throw new Error('the database does not answer');
    };
    const db = { $client: { execute: ask }, execute: ask } as unknown as Db;
    const t0 = Date.now();
    await pingDatabase(db, t0);
    expect(asked).toBe(1);
    answers = false;
    // Checks within the second after a ping that succeeded share it (the database is not asked again)...
    await expect(pingDatabase(db, t0 + PING_REUSE_MS - 1)).resolves.toBeUndefined();
    expect(asked).toBe(1);
    // ...the first check after it asks the database, which no longer answers...
    await expect(pingDatabase(db, t0 + PING_REUSE_MS)).rejects.toThrow('does not answer');
    // ...and a failure is never shared: every later check asks again, even within that second.
    await expect(pingDatabase(db, t0 + 1)).rejects.toThrow('does not answer');
    expect(asked).toBe(3);
    answers = true;
    await pingDatabase(db, t0 + 2);
    expect(asked).toBe(4);
  });
});
