import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The installer waits for Debian's package lock instead of giving up (issue 29): a stand-in `apt-get` on PATH answers
 * as apt does while another install holds the lock, then succeeds. Run in a child process so PATH is its own.
 */
function fakeAptGet(failures, message) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-apt-'));
  const counter = path.join(dir, 'calls');
  fs.writeFileSync(counter, '');
  fs.writeFileSync(
    path.join(dir, 'apt-get'),
    `#!/bin/sh
echo "$@" >> ${counter}
n=$(wc -l < ${counter})
if [ "$n" -le ${failures} ]; then echo "${message}" >&2; exit 100; fi
exit 0
`,
    { mode: 0o755 },
  );
  return { dir, calls: () => fs.readFileSync(counter, 'utf8').trim().split('\n').filter(Boolean) };
}

function install(dir, waitSeconds) {
  const lib = path.resolve(import.meta.dirname, 'lib.mjs');
  const script = `import('${lib}').then((m) => process.exit(m.aptInstall(['chromium'], { waitSeconds: ${waitSeconds}, retrySeconds: 0.05 }) ? 0 : 1))`;
  return spawnSync(process.execPath, ['-e', script], {
    env: { ...process.env, PATH: `${dir}:${process.env.PATH}` },
    encoding: 'utf8',
  });
}

describe('aptInstall', () => {
  it('waits while another install holds the lock, then installs', () => {
    const apt = fakeAptGet(3, 'E: Could not get lock /var/lib/apt/lists/lock. It is held by process 4242 (apt-get)');
    const result = install(apt.dir, 30);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('package lock is held by another install');
    // Three refused `update`s, then `update` and `install`; every call asks dpkg to wait for its lock too.
    expect(apt.calls()).toHaveLength(5);
    expect(apt.calls().every((c) => c.includes('DPkg::Lock::Timeout=30'))).toBe(true);
    expect(apt.calls().at(-1)).toContain('install -y -qq chromium');
  });

  it('gives up at once on any other failure', () => {
    const apt = fakeAptGet(99, 'E: Unable to locate package chromium');
    expect(install(apt.dir, 30).status).toBe(1);
    expect(apt.calls()).toHaveLength(1);
  });

  it('gives up when the lock is still held after the wait', () => {
    const apt = fakeAptGet(999, 'E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 1 (apt)');
    expect(install(apt.dir, 0.3).status).toBe(1);
    expect(apt.calls().length).toBeGreaterThan(1);
  });
});
