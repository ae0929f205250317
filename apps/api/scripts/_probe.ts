import { createApp } from '../src/app';
import { REGULATOR_GROUP } from '../src/auth/regulator';
import { signInForTest } from '../src/auth/testing';
import { createDeps } from '../src/context';
import { openDatabase } from '../src/db/client';
import { loadEnv } from '../src/env';
import { ensureUser } from '../src/identity';
const env = loadEnv({ ...process.env, NODE_ENV: 'test', DFR_DATA_DIR: '/tmp/dfr-country', DFR_DEMO: 'false', DFR_RATE_LIMIT_PER_ADDRESS: '1000000000', DFR_RATE_LIMIT_PER_USER: '1000000000' });
const { db } = await openDatabase(env.dataDir);
const deps = await createDeps(env, db);
const app = createApp(deps);
await ensureUser(deps, { email: 'probe@example.com', password: 'Regulator@2026', groups: [REGULATOR_GROUP] });
const { accessToken } = await signInForTest(deps, 'probe@example.com', 'Regulator@2026');
for (const url of process.argv.slice(2)) {
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    const res = await app.request(url, { headers: { authorization: `Bearer ${accessToken}` } });
    await res.text();
    console.log(url, res.status, (performance.now() - t).toFixed(1));
  }
}
process.exit(0);
