import type { Context, MiddlewareHandler } from 'hono';

/**
 * One function per route instead of Hono's chain of middleware (issue 30).
 *
 * A request to the API passes five to nine handlers (the context, the security headers, the rate limits, the body
 * limits, then the route's documentation, session, validation and the route itself). Hono runs them through
 * `compose`: an async function, an await and a closure per handler, and an async wrapper around the whole chain;
 * a route of one handler it calls directly. This router wrapper answers Hono's router with one handler per route: the
 * same handlers in the same order, each with the same `next`, errors turned into the error handler's answer at the
 * handler that threw them (as `compose` does, so the handlers before it still see an answer), the not-found answer
 * when the chain ends without one. What changes is the bookkeeping: a handler that returns `next()`'s own promise
 * (almost all of DFR's middleware) is not awaited again, and a handler marked `passThrough` (a route's documentation
 * when it checks nothing) is left out, as it only calls `next()`.
 *
 * Path parameters are the route's for every handler (Hono gives each handler the parameters of its own path): a
 * chain is joined only when the handlers that have parameters all have the same ones (a middleware on `/api/*` has
 * none); otherwise it runs through Hono's `compose` as before. `c.req.routePath` is the route's path.
 */

/** Marks a middleware that only calls `next()`: left out of the joined chain. */
export const passThrough = Symbol('passThrough');

type Handler = MiddlewareHandler & { [passThrough]?: true };
type ParamMap = Record<string, unknown>;
/** Hono's router result: each handler with its route and parameter map, and the parameters' values. */
type Entry = [[Handler, { path: string }], ParamMap];
type MatchResult = [Entry[], unknown?];
interface Router {
  name: string;
  add(method: string, path: string, handler: unknown): void;
  match(method: string, path: string): MatchResult;
}

const NOT_FINALIZED = 'Context is not finalized. Did you forget to return a Response object or `await next()`?';

/** Replaces `app.router` with one that answers one joined handler per matched chain. Call after every route. */
export function joinChains(app: object): void {
  const holder = app as unknown as { router: Router; errorHandler: (err: Error, c: Context) => unknown };
  const inner = holder.router;
  const joined = new WeakMap<Entry[], Entry[] | null>();
  const onError = (err: Error, c: Context) => holder.errorHandler(err, c);
  let checked = false;
  const router: Router = {
    get name() {
      return inner.name;
    },
    add: (method, path, handler) => inner.add(method, path, handler),
    match(method, path) {
      const result = inner.match(method, path);
      // Only Hono's RegExpRouter hands the same list for every request of a route (else joining would cost more).
      if (!checked) {
        checked = true;
        if (!/RegExpRouter/.test(inner.name)) router.match = (m, p) => inner.match(m, p);
      }
      const entries = result[0];
      if (entries.length < 2) return result;
      let one = joined.get(entries);
      if (one === undefined) {
        one = join(entries, onError);
        joined.set(entries, one);
      }
      return one ? [one, result[1]] : result;
    },
  };
  holder.router = router;
}

/** The chain as one entry, or null when its handlers' parameters differ. */
function join(entries: Entry[], onError: (err: Error, c: Context) => unknown): Entry[] | null {
  let params: ParamMap | undefined;
  let route = entries[entries.length - 1]![0][1];
  for (const [[, r], map] of entries) {
    const keys = Object.keys(map);
    if (keys.length === 0) continue;
    if (params && !sameParams(params, map)) return null;
    params = map;
    route = r;
  }
  const handlers = entries.map(([[h]]) => h).filter((h) => !h[passThrough]);
  return [[[chain(handlers, onError), route], params ?? entries[0]![1]]];
}

function sameParams(a: ParamMap, b: ParamMap): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) if (!(key in b) || a[key] !== b[key]) return false;
  return true;
}

/**
 * Hono's `compose` for one request, without an async function per handler: `dispatch(i)` runs handler `i` and gives
 * the context once it and everything after it are done: at once when every handler answered at once (a cached read:
 * then the whole answer is synchronous, as a one-handler route's is in Hono, and node-server writes it at once),
 * else a promise. So `next()` may give the context itself rather than a promise: DFR's middleware returns or awaits
 * it, which is the same for both. (Methods, and only unnamed arrows per request: tsx, which the load benchmark runs,
 * gives every named function it creates a `name` through `Object.defineProperty`.)
 */
class Run {
  index = -1;
  constructor(
    private readonly handlers: Handler[],
    private readonly onError: (err: Error, c: Context) => unknown,
    private readonly c: Context,
    private readonly notFound: () => unknown,
  ) {}

  dispatch(i: number): Context | Promise<Context> {
    if (i <= this.index) return Promise.reject(new Error('next() called multiple times'));
    this.index = i;
    const c = this.c;
    if (i === this.handlers.length) {
      // The end of the chain without an answer: Hono's not-found handler (its `next` does that).
      if (c.finalized === false) return Promise.resolve(this.notFound()).then(() => c);
      return c;
    }
    /** What this handler's `next()` gave: a handler that returns that promise is done when it is. */
    let own: Context | Promise<Context> | undefined;
    let res: unknown;
    try {
      res = this.handlers[i]!(c, () => {
        own = this.dispatch(i + 1);
        return own as unknown as Promise<void>;
      });
    } catch (err) {
      return this.failed(err);
    }
    if (res instanceof Promise)
      return res === own
        ? res
        : res.then(
            (r) => this.settle(r),
            (e) => this.failed(e),
          );
    return this.settle(res);
  }

  /** A handler's answer becomes the context's, unless it has one (`compose`'s rule). */
  settle(res: unknown): Context {
    if (res && this.c.finalized === false) this.c.res = res as Response;
    return this.c;
  }

  /** An error of a handler: the error handler's answer is the context's (anything else thrown goes on up). */
  failed(err: unknown): Context | Promise<Context> {
    if (!(err instanceof Error)) throw err;
    const c = this.c;
    c.error = err;
    const res = this.onError(err, c);
    if (res instanceof Promise)
      return res.then((r: unknown) => {
        if (r) c.res = r as Response;
        return c;
      });
    if (res) c.res = res as Response;
    return c;
  }
}

function answerOf(context: Context): Response {
  if (!context.finalized) throw new Error(NOT_FINALIZED);
  return context.res;
}

function chain(handlers: Handler[], onError: (err: Error, c: Context) => unknown): MiddlewareHandler {
  return ((c, notFound) => {
    const done = new Run(handlers, onError, c, notFound).dispatch(0);
    return done instanceof Promise ? done.then(answerOf) : answerOf(done);
  }) as MiddlewareHandler;
}
