import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createDeps } from '../../context';
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
});
