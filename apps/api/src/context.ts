import type { Db } from './db/client';
import type { Env } from './env';

/** What every request can reach: configuration and the adapters chosen by it. */
export interface Deps {
  env: Env;
  db: Db;
}

export interface AppContext {
  /** `user` is set by the auth middleware (`requireUser`) on protected routes. */
  Variables: { deps: Deps; user: { sub: string; email: string } };
}
