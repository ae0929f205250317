import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { type AddressInfo, createServer, type Server as NetServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Aedes } from 'aedes';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failoverUnderLoad, haproxyConfigText } from '../../../../scripts/haproxy.mjs';
import { createDeps } from '../context';
import { DIALECT } from '../db/schema/dialect';
import { openTestDatabase } from '../db/testing';
import { entities } from '../db/schema';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../demo/seed';
import { loadEnv } from '../env';
import { bigTrialBalance } from '../test/big-trial-balance';
import { killChild, killDuringWrite, startChild } from '../test/child-server';
import { trialBalanceOnDisk } from '../test/data-dir';

/*
 * Two API instances (issue 17), each a child process, on one data directory and one external MQTT broker, as
 * `scripts/scale-out.mjs` starts them: a user signs in through A and what A writes B reads; a notification caused
 * on B reaches a browser connected through A; A killed during a trial-balance commit leaves B serving the old or the
 * new trial balance, whole.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-two-'));
// Ports below the system's ephemeral range (32768–60999), where an outgoing connection's port never takes them.
const portA = 21000 + Math.floor(Math.random() * 1000);
const portB = portA + 1000;
const A = `http://127.0.0.1:${portA}`;
const B = `http://127.0.0.1:${portB}`;
// One public address for both (behind a proxy it is the proxy's): tokens of either instance are valid on the other.
const publicUrl = `http://127.0.0.1:${portA}`;
let broker: Aedes;
let brokerServer: NetServer;
let env: Record<string, string>;
let a: ChildProcess | undefined;
let b: ChildProcess | undefined;
let haproxy: ChildProcess | undefined;
let statementId = '';
let big = { csv: '', keys: [] as string[] };
let token = '';
let sub = '';

beforeAll(async () => {
  broker = await Aedes.createBroker();
  brokerServer = createServer(broker.handle);
  await new Promise<void>((r) => brokerServer.listen(0, '127.0.0.1', () => r()));
  env = {
    DFR_MQTT_URL: `mqtt://127.0.0.1:${(brokerServer.address() as AddressInfo).port}`,
    DFR_PUBLIC_URL: publicUrl,
    // The 1,000 rounds below send 2,000+ requests with one token within a minute.
    DFR_RATE_LIMIT_PER_USER: '100000',
    DFR_RATE_LIMIT_PER_ADDRESS: '100000',
  };
  const loaded = loadEnv({ NODE_ENV: 'test', DFR_DATA_DIR: dataDir, DFR_DEMO: 'false', ...env });
  const { db, close } = await openTestDatabase(loaded.dataDir);
  statementId = (await seedDemo(await createDeps(loaded, db))).statementId;
  const [entity] = await db.select().from(entities);
  big = await bigTrialBalance(db, entity!.id);
  close();
  // One after the other: two instances starting in the same instant on one SQLite file can make one of them exit with
  // SQLITE_BUSY at start-up (seen twice in the test command: a connection of libsql's pool has no busy_timeout yet).
  // That is a start-up defect of its own, noted in docs/decisions.md; this file tests two running instances.
  a = await startChild(dataDir, portA, env);
  b = await startChild(dataDir, portB, env);
}, 150_000);

afterAll(async () => {
  for (const p of [a, b, haproxy]) if (p) await killChild(p);
  await new Promise<void>((r) => broker.close(() => r()));
  await new Promise((r) => brokerServer.close(r));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const auth = () => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
const json = async (res: Response) => ({ status: res.status, data: (await res.json()) as Record<string, any> });

/** The trial balance and version on disk (a fresh connection). */
const onDisk = () => trialBalanceOnDisk(dataDir, statementId);

describe('two API instances on one database and one broker', () => {
  it('signs in through A (the Cognito protocol) and reads on B what A wrote', async () => {
    const config = (await (await fetch(`${A}/config.json`)).json()) as { identity: { userPoolClientId: string } };
    const clientId = config.identity.userPoolClientId;
    const signIn = await fetch(`${A}/identity`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: DEMO_EMAIL, PASSWORD: DEMO_PASSWORD },
      }),
    });
    expect(signIn.status).toBe(200);
    token = ((await signIn.json()) as { AuthenticationResult: { AccessToken: string } }).AuthenticationResult
      .AccessToken;
    const me = await json(await fetch(`${B}/api/me`, { headers: auth() }));
    expect(me.status).toBe(200);
    sub = me.data.sub ?? me.data.id;
    expect(sub).toBeTruthy();

    // A write on A is the next read on B (the read cache of B learns of A's write).
    const entityId = (await json(await fetch(`${B}/api/entities`, { headers: auth() }))).data.entities[0].id;
    const before = await json(await fetch(`${B}/api/entities/${entityId}/export-settings`, { headers: auth() }));
    const header = `Written on A at ${Date.now()}`;
    const put = await fetch(`${A}/api/entities/${entityId}/export-settings`, {
      method: 'PUT',
      headers: auth(),
      body: JSON.stringify({ ...before.data, header, version: before.data.version }),
    });
    expect(put.status).toBe(200);
    const after = await json(await fetch(`${B}/api/entities/${entityId}/export-settings`, { headers: auth() }));
    expect(after.data.header).toBe(header);
  }, 60_000);

  it('leaves B serving the old or the new trial balance, whole, when A dies during the commit', async () => {
    const old = await onDisk();
    // The write lock taken is A's commit: B is idle.
    const commit = () =>
      fetch(`${A}/api/statements/${statementId}/trial-balance?dryRun=false&confirm=confirm&version=${old.version}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
        body: big.csv,
      });
    expect(await killDuringWrite(dataDir, a!, commit)).toBe(true);

    // B answers at once with whichever trial balance survived, whole.
    const seen = await json(await fetch(`${B}/api/statements/${statementId}/trial-balance`, { headers: auth() }));
    expect(seen.status).toBe(200);
    const after = await onDisk();
    if (after.version === old.version) expect(after.keys).toEqual(old.keys);
    else expect(after.keys).toEqual(big.keys);
    // And B completes the commit A could not.
    const retry = await fetch(
      `${B}/api/statements/${statementId}/trial-balance?dryRun=false&confirm=confirm&version=${after.version}`,
      { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' }, body: big.csv },
    );
    expect(retry.status).toBe(200);
    expect((await onDisk()).keys).toEqual(big.keys);
    a = await startChild(dataDir, portA, env);
  }, 120_000);

  it("brings a notification caused on B to a browser connected through A's /mqtt", async () => {
    const browser = await mqtt.connectAsync(`ws://127.0.0.1:${portA}/mqtt`, {
      username: 'token',
      password: token,
      reconnectPeriod: 0,
      connectTimeout: 5000,
    });
    const topic = `users/${sub}/notifications`;
    await browser.subscribeAsync(topic);
    const received = new Promise<string>((resolve) =>
      browser.on('message', (t, payload) => {
        if (t === topic) resolve(payload.toString());
      }),
    );
    // Finalize and validate on B: the validation's notification is published by B.
    const statement = await json(await fetch(`${B}/api/statements/${statementId}`, { headers: auth() }));
    const fin = await json(
      await fetch(`${B}/api/statements/${statementId}/commands/finalize`, {
        method: 'POST',
        headers: auth(),
        body: JSON.stringify({ version: statement.data.version, confirm: 'confirm' }),
      }),
    );
    expect(fin.status).toBe(200);
    const started = await fetch(`${B}/api/statements/${statementId}/commands/validate`, {
      method: 'POST',
      headers: auth(),
      body: JSON.stringify({ version: fin.data.statement.version }),
    });
    expect(started.status).toBe(202);
    const message = JSON.parse(
      await Promise.race([
        received,
        new Promise<string>((_, reject) => setTimeout(() => reject(new Error('no notification through A')), 30_000)),
      ]),
    ) as { kind?: string };
    expect(message.kind).toBe('validation');
    await browser.endAsync();
  }, 60_000);

  // 1,000 rounds on PostgreSQL (the figure, the production layout); 100 on SQLite, whose instances share one
  // file on one machine and take turns to write (the run that adds to the test command's longest lane).
  const writes = DIALECT === 'postgresql' ? 1000 : 100;
  it(`answers ${writes} writes on one instance with the written version on the other, every time (issue 37)`, async () => {
    // Twenty statements (years the demo does not use), each written in turn by its rounds; the twenty side by side.
    const entityId = (await json(await fetch(`${A}/api/entities`, { headers: auth() }))).data.entities[0].id;
    const chains = 20;
    const rounds = writes / chains;
    const created = await Promise.all(
      Array.from({ length: chains }, async (_, i) => {
        const res = await json(
          await fetch(`${A}/api/entities/${entityId}/statements`, {
            method: 'POST',
            headers: auth(),
            body: JSON.stringify({ reportingYear: 1991 + i, framework: 'crfrf' }),
          }),
        );
        expect(res.status).toBe(201);
        return res.data as { id: string; version: number };
      }),
    );
    let stale = 0;
    let fresh = 0;
    await Promise.all(
      created.map(async (statement, chain) => {
        // Odd chains write on B and read on A: both directions.
        const [writer, reader] = chain % 2 === 0 ? [A, B] : [B, A];
        let version = statement.version;
        // The reader caches the statement before the first write.
        expect((await json(await fetch(`${reader}/api/statements/${statement.id}`, { headers: auth() }))).status).toBe(
          200,
        );
        for (let round = 0; round < rounds; round++) {
          const directorNameEn = `Director ${chain}.${round}`;
          const patch = await json(
            await fetch(`${writer}/api/statements/${statement.id}`, {
              method: 'PATCH',
              headers: auth(),
              body: JSON.stringify({ directorNameEn, version, confirm: 'confirm' }),
            }),
          );
          expect(patch.status).toBe(200);
          version = patch.data.version;
          const read = await json(await fetch(`${reader}/api/statements/${statement.id}`, { headers: auth() }));
          if (read.data.version === version && read.data.settings.directorNameEn === directorNameEn) fresh += 1;
          else stale += 1;
        }
      }),
    );
    expect({ fresh, stale }).toEqual({ fresh: writes, stale: 0 });
  }, 300_000); // 44–71 s on PostgreSQL while the 2-core machine ran six other sessions (load 15–25): bounded, not fixed

  it('answers through the load balancer every request not in flight on an instance killed under load (issue 37)', async () => {
    // HAProxy as scripts/scale-out.mjs and docs/deployment.md run it (health checks, retries), in front of A and B.
    const front = portA + 2000;
    const config = path.join(dataDir, 'haproxy.cfg');
    fs.writeFileSync(config, haproxyConfigText(front, [portA, portB]));
    haproxy = spawn('haproxy', ['-f', config, '-db'], { stdio: 'ignore' });
    const spawned = new Promise<never>((_, reject) =>
      haproxy!.once('error', (e) => reject(new Error(`haproxy did not start (apt-get install haproxy): ${e.message}`))),
    );
    const bothUp = (async () => {
      // Until both instances pass HAProxy's health checks: alternate requests reach each (leastconn, idle).
      for (let tries = 0; tries < 300; tries++) {
        const res = await fetch(`http://127.0.0.1:${front}/api/health`).catch(() => undefined);
        if (res?.status === 200 && tries >= 3) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the load balancer did not answer');
    })();
    await Promise.race([bothUp, spawned]);
    const run = await failoverUnderLoad({
      base: `http://127.0.0.1:${front}`,
      kill: () => b!.kill('SIGKILL'),
      beforeMs: 2000,
      afterMs: 3000,
    });
    // Both instances answered before the kill and A alone after it. A kill may cost at most the requests in flight on
    // the instance; these are all GETs, which the load balancer sends again to A even when B died while answering
    // them, so none may fail (without HAProxy's retries 9 of 16 in flight failed here; with them 0 in every run).
    expect(run.okBefore).toBeGreaterThan(0);
    expect(run.ok - run.okBefore).toBeGreaterThan(0);
    expect(run.inFlightAtKill).toBeGreaterThan(0);
    expect(run.failures).toEqual([]);
  }, 60_000);
});
