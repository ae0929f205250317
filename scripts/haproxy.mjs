// The load balancer in front of the API's instances (issue 37): HAProxy's configuration, shared by
// `scripts/scale-out.mjs` and the two-instance test (apps/api/src/scale-out/two-instances.test.ts), so the layout the
// test kills an instance under is the one the script and docs/deployment.md run.

/**
 * The load balancer's configuration (the production one in docs/deployment.md is the same with real addresses).
 * @param {number} frontPort
 * @param {number[]} backendPorts
 * @returns {string}
 */
export function haproxyConfigText(frontPort, backendPorts) {
  return `global
  maxconn 4096

defaults
  mode http
  option forwardfor
  timeout connect 1s
  timeout client 1m
  timeout server 5m
  timeout tunnel 1h
  timeout http-request 30s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response junk-response response-timeout 502 503 504

frontend dfr
  bind 127.0.0.1:${frontPort}
  # Only idempotent requests are sent again once they reached an instance (a refused connection is always retried).
  http-request disable-l7-retry unless METH_GET || METH_HEAD || METH_OPTIONS
  default_backend instances

backend instances
  balance leastconn
  option httpchk
  http-check send meth GET uri /api/health
  http-check expect status 200
  default-server check inter 1s fall 2 rise 2 observe layer4 error-limit 1 on-error mark-down
${backendPorts.map((p, i) => `  server api${i + 1} 127.0.0.1:${p}`).join('\n')}
`;
}

/**
 * A steady load through the load balancer at `base` (16 clients, each sending GET /config.json and GET /api/health one
 * after the other) for `beforeMs`, then `kill()` (an instance killed), then `afterMs` more. What was answered 200
 * (`okBefore` of it before the kill), each failure (a status or an error), and how many requests were in flight
 * through the load balancer at the kill: a kill may cost at most those.
 * @param {{ base: string, kill: () => void, beforeMs?: number, afterMs?: number, clients?: number }} options
 * @returns {Promise<{ ok: number, okBefore: number, failures: string[], inFlightAtKill: number, afterMs: number }>}
 */
export async function failoverUnderLoad({ base, kill, beforeMs = 3000, afterMs = 4000, clients = 16 }) {
  let inFlight = 0;
  let ok = 0;
  const failures = [];
  let stopLoad = false;
  const client = async () => {
    for (let i = 0; !stopLoad; i++) {
      inFlight += 1;
      try {
        const res = await fetch(`${base}${i % 2 ? '/api/health' : '/config.json'}`);
        await res.arrayBuffer();
        if (res.status === 200) ok += 1;
        else failures.push(String(res.status));
      } catch (e) {
        failures.push(e instanceof Error ? e.message : String(e));
      } finally {
        inFlight -= 1;
      }
    }
  };
  const running = Array.from({ length: clients }, client);
  await new Promise((r) => setTimeout(r, beforeMs));
  const inFlightAtKill = inFlight;
  const okBefore = ok;
  kill();
  const killedAt = Date.now();
  await new Promise((r) => setTimeout(r, afterMs));
  stopLoad = true;
  await Promise.all(running);
  return { ok, okBefore, failures, inFlightAtKill, afterMs: Date.now() - killedAt };
}
