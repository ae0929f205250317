/** HAProxy's configuration: `frontPort` on 127.0.0.1 in front of the instances on `backendPorts` (scripts/haproxy.mjs). */
export function haproxyConfigText(frontPort: number, backendPorts: number[]): string;

/** A steady load through the load balancer, `kill()` in the middle; what was answered and what failed (haproxy.mjs). */
export function failoverUnderLoad(options: {
  base: string;
  kill: () => void;
  beforeMs?: number;
  afterMs?: number;
  clients?: number;
}): Promise<{ ok: number; okBefore: number; failures: string[]; inFlightAtKill: number; afterMs: number }>;
