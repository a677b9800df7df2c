import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { RequestHandler, Response } from "express";
import { isbot } from "isbot";
import type { Logger } from "pino";
import { etagFor, ifNoneMatchHits } from "~/lib/http/http.server";
import { loggedPath } from "~/lib/http/logged-path";
import { preferredEncoding } from "./accept-encoding.ts";
import { logRequest, requestIdFor } from "./access-log.ts";
import { withScriptHashes } from "./inline-script-hashes.ts";

/**
 * Finished public answers (pages, their .data, public JSON), kept in memory
 * for a moment and sent again byte for byte, already compressed, to the next
 * visitors: under load most requests then cost a lookup instead of a render,
 * and they are answered before Express sees them.
 *
 * Freshness: only a change of what public pages show empties it: a staff
 * member's write that succeeded calls `contentChanged` (the admin guard does,
 * through the request context), which empties this process's cache at once
 * and, through `onChange`, the other processes' caches. A visitor's request
 * (a lead, a booking, a view counted) never does: the answers that depend on
 * what visitors write (free consultation times) are no-store, never kept.
 * `ttlMs` bounds what no request changed (a scheduled post coming due, an
 * edit made straight in the database). An expired answer is still sent while
 * one request renders its replacement, so a busy page never waits on a render,
 * and a crowd arriving at a cold page waits for one render instead of starting
 * many.
 *
 * Render slots: the request that renders an address for everyone holds its
 * slot until its answer is stored or its response ends in any other way
 * (answered before the renderer, an error, the visitor gone); only a live
 * response claims one, and a waiting request whose visitor leaves stops
 * waiting and claims nothing. `clear` forgets the slots: a render begun before
 * it finishes for its own request and its waiters but stores nothing, and
 * cannot release a slot claimed after it.
 */
export interface ResponseCacheOptions {
  /** How long an answer is sent again before it is rendered anew. */
  ttlMs: number;
  /** How long past `ttlMs` an answer may stand in while its replacement renders. */
  maxStaleMs: number;
  /** Memory bound over all stored bodies (identity, Brotli and gzip). */
  maxBytes: number;
  /**
   * Whether a request's answer is its own (a signed-in staff member, the visitor on the design success
   * screen): never served from or stored in the cache. A promise while finding out takes a look-up.
   */
  bypass: (req: IncomingMessage) => boolean | Promise<boolean>;
  /**
   * The address whose answer a request gets (e.g. without campaign tags that no page shows): requests
   * for addresses that map to the same one share a stored answer. Default: the address as requested.
   */
  keyAddress?: (url: string) => string;
  /** Cookies of this visitor's own (Set-Cookie values) added to the shared answer, stored or rendered; never stored. */
  visitorCookies?: (req: IncomingMessage) => string[];
  /** Called after `contentChanged`, to empty the other processes' caches (they call `clear`). */
  onChange?: () => void;
  logger: Logger;
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

type Encoding = "br" | "gzip" | "identity";

interface StoredAnswer {
  headers: [string, string][];
  bodies: Record<Encoding, Buffer>;
  etag: string;
  storedAt: number;
  bytes: number;
}

const MAX_BODY_BYTES = 2 * 1024 * 1024;
const CACHEABLE_TYPES = /^(text\/html|application\/json|text\/x-script|application\/xml|text\/plain)\b/;
/** Headers that belong to one request or to one encoding of the body; everything else is replayed as stored. */
const PER_REQUEST_HEADERS = new Set([
  "x-request-id",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
]);
/** Longest a request waits for another request's render of the same page before rendering it itself. */
export const MAX_WAIT_MS = 10_000;

/** One request's render of an address: the requests for it arriving meanwhile wait for it (`wake`). */
interface Render {
  wake: Set<() => void>;
}

/** The address a response renders for everyone, its render, and the cache's generation when it was claimed. */
interface Claim {
  key: string;
  render: Render;
  generation: number;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function compressedBodies(identity: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        // Compressed once, sent many times: a tighter setting than per-request compression can afford.
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: 9 }),
  ]);
  return { br, gzip: gz, identity };
}

/** The parameter names of `url` that `shared` (the same address, reduced) does not have. */
function removedParams(url: string, shared: string): string[] {
  const names = (address: string) =>
    address.includes("?")
      ? address
          .slice(address.indexOf("?") + 1)
          .split("&")
          .map((p) => p.split("=", 1)[0]!)
      : [];
  const kept = new Set(names(shared));
  return [...new Set(names(url).filter((name) => name && !kept.has(name)))];
}

/** Whether the answer sets a cookie other than the visitor's own (`visitorCookies`, never stored). */
function setsOtherCookies(res: Response, visitorCookies: readonly string[]): boolean {
  const cookies = res.getHeader("set-cookie");
  const all = Array.isArray(cookies) ? cookies : cookies === undefined ? [] : [String(cookies)];
  return all.some((cookie) => !visitorCookies.includes(cookie));
}

/** A 200 of a cacheable type that sets no cookie but the visitor's own. */
function isCacheableAnswer(res: Response, visitorCookies: readonly string[] = []): boolean {
  if (res.statusCode !== 200 || setsOtherCookies(res, visitorCookies)) return false;
  if (!CACHEABLE_TYPES.test(String(res.getHeader("content-type") ?? ""))) return false;
  return !/\b(no-store|no-cache|private)\b/.test(String(res.getHeader("cache-control") ?? ""));
}

/** Statuses that answer the address whoever asks: a page, a file, a redirect, a page that is not there. */
const ADDRESS_STATUSES = new Set([200, 301, 302, 303, 307, 308, 404, 410]);

/**
 * Whether an answer that cannot be stored says so of its address for everyone (a 404, a redirect, an image), so
 * the next requests may render at once instead of waiting for one another. Not when it answered this request alone
 * (a 304 to its If-None-Match, a 400 for its headers, a 429, a 5xx, a cookie of its own): one odd request must not
 * keep a page out of the cache for everyone else.
 */
function unstorableForEveryone(res: Response, visitorCookies: readonly string[] = []): boolean {
  return ADDRESS_STATUSES.has(res.statusCode) && !setsOtherCookies(res, visitorCookies);
}

/**
 * Stored variants of one path with a query string (filters, pages of a list): the common ones are kept, and a
 * stream of made-up queries (`/about?x=<random>`) renders without pushing every other page out of memory.
 */
const MAX_QUERY_VARIANTS_PER_PATH = 50;

const crawlerAnswers = new Map<string, boolean>();
/**
 * Whether a user agent is a crawler (the `isbot` package). isbot runs one long regular expression: remembered
 * for the user agents seen lately (a few browsers make most visits). The visit counter asks it too.
 */
export function isCrawler(userAgent: string | undefined): boolean {
  if (!userAgent) return false;
  let answer = crawlerAnswers.get(userAgent);
  if (answer === undefined) {
    if (crawlerAnswers.size >= 500) crawlerAnswers.clear();
    answer = isbot(userAgent);
    crawlerAnswers.set(userAgent, answer);
  }
  return answer;
}

export function createResponseCache(options: ResponseCacheOptions) {
  const answers = new Map<string, StoredAnswer>();
  const rendering = new Map<string, Render>();
  const claims = new WeakMap<ServerResponse, Claim>();
  let waiting = 0;
  /** The per-visitor cookies the cache set on a response that renders: left out of what is stored. */
  const visitorCookies = new WeakMap<ServerResponse, string[]>();
  /** A claiming request whose address was reduced to the shared one: the parameter names it dropped. */
  const claimedFrom = new WeakMap<ServerResponse, string[]>();
  const uncacheableUntil = new Map<string, number>();
  /** How many answers are stored per path with a query string (MAX_QUERY_VARIANTS_PER_PATH). */
  const queryVariants = new Map<string, number>();
  let storedBytes = 0;
  // Bumped by every change: a render that began before a change must not store what it saw.
  let generation = 0;

  function clear() {
    generation++;
    answers.clear();
    queryVariants.clear();
    uncacheableUntil.clear();
    storedBytes = 0;
    // A render under way saw what was there before: the next request renders anew rather than wait for it.
    rendering.clear();
  }

  /** What public pages show has changed (a staff save): empties this process's cache and the others'. */
  function contentChanged() {
    clear();
    options.onChange?.();
  }

  /** The path of a key with a query string ("web /pools"), or null for a key without one. */
  const queryPathOf = (key: string) => (key.includes("?") ? key.slice(0, key.indexOf("?")) : null);

  function forget(key: string) {
    const previous = answers.get(key);
    if (!previous) return;
    answers.delete(key);
    storedBytes -= previous.bytes;
    const path = queryPathOf(key);
    if (path) {
      const left = (queryVariants.get(path) ?? 1) - 1;
      if (left > 0) queryVariants.set(path, left);
      else queryVariants.delete(path);
    }
  }

  function remember(key: string, answer: StoredAnswer) {
    forget(key);
    if (answer.bytes > options.maxBytes / 4) return;
    const path = queryPathOf(key);
    if (path && (queryVariants.get(path) ?? 0) >= MAX_QUERY_VARIANTS_PER_PATH) return;
    // Oldest first: a Map keeps insertion order, and a renewed answer is inserted again.
    for (const [oldKey] of answers) {
      if (storedBytes + answer.bytes <= options.maxBytes) break;
      forget(oldKey);
    }
    answers.set(key, answer);
    storedBytes += answer.bytes;
    if (path) queryVariants.set(path, (queryVariants.get(path) ?? 0) + 1);
  }

  function keyFor(req: IncomingMessage): string {
    const url = req.url ?? "/";
    // Crawlers get the whole document at once, people the streamed shell: keep the two apart.
    return `${isCrawler(req.headers["user-agent"]) ? "bot" : "web"} ${options.keyAddress?.(url) ?? url}`;
  }

  function send(req: IncomingMessage, res: ServerResponse, answer: StoredAnswer, cookies: string[]) {
    const started = process.hrtime.bigint();
    const requestId = requestIdFor(req.headers["x-request-id"]);
    let status = 200;
    const headers: [string, string][] = [...answer.headers, ["x-request-id", requestId], ["etag", answer.etag]];
    for (const cookie of cookies) headers.push(["set-cookie", cookie]);
    if (ifNoneMatchHits(req.headers["if-none-match"], answer.etag)) {
      status = 304;
      res.writeHead(status, headers).end();
    } else {
      const encoding = preferredEncoding(req.headers["accept-encoding"]);
      const body = answer.bodies[encoding];
      if (encoding !== "identity") headers.push(["content-encoding", encoding]);
      headers.push(["content-length", String(body.length)]);
      res.writeHead(status, headers).end(req.method === "HEAD" ? undefined : body);
    }
    const path = (req.url ?? "/").split("?")[0]!;
    logRequest(options.logger, { requestId, method: req.method, path, status, started });
  }

  /**
   * Waits for `render` to end, at most MAX_WAIT_MS, then calls `then`. A visitor who leaves meanwhile is not
   * answered: above all, their request never claims a render, which only a live response can release.
   */
  function waitFor(res: ServerResponse, render: Render, then: () => void) {
    let settled = false;
    const settle = () => {
      if (settled) return false;
      settled = true;
      waiting--;
      clearTimeout(timer);
      render.wake.delete(wake);
      res.off("close", leave);
      return true;
    };
    const wake = () => {
      if (settle()) then();
    };
    const leave = () => void settle();
    const timer = setTimeout(wake, MAX_WAIT_MS);
    waiting++;
    render.wake.add(wake);
    res.once("close", leave);
  }

  /** The render is over: its slot is free (unless `clear` gave it to another render), its waiters go on. */
  function release({ key, render }: Claim) {
    if (rendering.get(key) === render) rendering.delete(key);
    for (const wake of [...render.wake]) wake();
  }

  /** Sends the stored answer for `req`, or hands it to `app` (waiting first while the page renders for another request). */
  function handle(req: IncomingMessage, res: ServerResponse, app: () => void) {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.authorization) return app();
    const bypass = options.bypass(req);
    if (bypass === true) return app();
    if (bypass === false) return serve(req, res, app);
    void bypass.then(
      (own) => (own ? app() : serve(req, res, app)),
      () => app(),
    );
  }

  function serve(req: IncomingMessage, res: ServerResponse, app: () => void) {
    // The visitor left while the bypass was looked up: nobody to answer.
    if (res.destroyed) return;
    const key = keyFor(req);
    const cookies = options.visitorCookies?.(req) ?? [];
    const render = () => {
      // The app sees that this visitor's cookies are set already; the stored answer will not keep them.
      if (cookies.length) {
        res.setHeader("set-cookie", cookies);
        visitorCookies.set(res, cookies);
      }
      app();
    };
    // An address whose last answer could not be stored (a 404, a redirect) renders without waiting for another.
    if ((uncacheableUntil.get(key) ?? 0) > Date.now()) return render();
    serveStored(req, res, render, key, cookies, true);
  }

  function serveStored(
    req: IncomingMessage,
    res: ServerResponse,
    render: () => void,
    key: string,
    cookies: string[],
    mayWait: boolean,
  ) {
    const answer = answers.get(key);
    const age = answer ? Date.now() - answer.storedAt : Infinity;
    if (answer && age < options.ttlMs) return send(req, res, answer, cookies);
    const underway = rendering.get(key);
    if (answer && age < options.ttlMs + options.maxStaleMs && underway) {
      return send(req, res, answer, cookies);
    }
    if (mayWait && !answer && underway) {
      return waitFor(res, underway, () => serveStored(req, res, render, key, cookies, false));
    }
    if (req.method === "GET" && !underway) claim(key, req, res);
    render();
  }

  /**
   * This request renders the page for everyone: claimed before the app's
   * first middleware, so that the requests arriving meanwhile wait for it.
   */
  function claim(key: string, req: IncomingMessage, res: ServerResponse) {
    // Only the end of a live response releases a claim: a response already closed would hold it for good.
    if (res.destroyed) return;
    // What the render will see is from now on: a change between the claim and the renderer still voids it.
    const claimed: Claim = { key, render: { wake: new Set() }, generation };
    rendering.set(key, claimed.render);
    claims.set(res, claimed);
    const url = req.url ?? "/";
    const shared = options.keyAddress?.(url) ?? url;
    if (shared !== url) claimedFrom.set(res, removedParams(url, shared));
    // Ended before the renderer took it (a redirect, a file, an error, the visitor gone): nothing to store.
    res.once("close", () => {
      if (claims.get(res) !== claimed) return;
      claims.delete(res);
      release(claimed);
    });
  }

  /** Express middleware, last before the renderer: keeps what the claiming request sends. */
  const store: RequestHandler = (_req, res, next) => {
    const claimed = claims.get(res);
    if (claimed) {
      claims.delete(res);
      capture(claimed, res);
    }
    next();
  };

  function capture(claimed: Claim, res: Response) {
    const { key, generation: startedIn } = claimed;
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (tooLarge || chunk == null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buffer.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as Response["end"];
    res.once("finish", () => {
      if (echoesDroppedParams(res, chunks)) {
        // Safety net: a page that writes the dropped parameters into its body (a link, a form's
        // action) would hand one visitor's tags to the next. Not stored; the next request renders.
        options.logger.warn(
          { path: loggedPath(key.slice(4).split("?")[0]!) },
          "page body repeats its attribution parameters",
        );
        return release(claimed);
      }
      if (tooLarge || startedIn !== generation || !isCacheableAnswer(res, visitorCookies.get(res))) {
        if (uncacheableUntil.size >= 1_000) uncacheableUntil.clear();
        if (startedIn === generation && (tooLarge || unstorableForEveryone(res, visitorCookies.get(res)))) {
          uncacheableUntil.set(key, Date.now() + options.ttlMs);
        }
        return release(claimed);
      }
      // Until the compressed copies are ready, the expired answer still stands in.
      void prepare(res, Buffer.concat(chunks))
        .then(
          (answer) => {
            if (startedIn === generation) remember(key, answer);
          },
          (error: unknown) => options.logger.warn({ err: error }, "response not stored"),
        )
        .finally(() => release(claimed));
    });
    // Ended without the whole answer (the visitor gone, an error while streaming): nothing to store.
    res.once("close", () => {
      if (!res.writableFinished) release(claimed);
    });
  }

  function echoesDroppedParams(res: ServerResponse, chunks: Buffer[]): boolean {
    const dropped = claimedFrom.get(res);
    if (!dropped) return false;
    const body = Buffer.concat(chunks).toString("latin1");
    return dropped.some((name) => body.includes(`${name}=`));
  }

  async function prepare(res: Response, body: Buffer): Promise<StoredAnswer> {
    const headers: [string, string][] = [];
    let policy: string | undefined;
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || PER_REQUEST_HEADERS.has(name) || name === "set-cookie") continue;
      const text = Array.isArray(value) ? value.join(", ") : String(value);
      if (name === "content-security-policy") policy = text;
      else headers.push([name, text]);
    }
    let identity = body;
    const nonce = res.locals.cspNonce as string | undefined;
    if (policy !== undefined) {
      if (nonce) {
        const hashed = withScriptHashes(body.toString("utf8"), policy, nonce);
        identity = Buffer.from(hashed.html, "utf8");
        policy = hashed.contentSecurityPolicy;
      }
      headers.push(["content-security-policy", policy]);
    }
    const etag = (res.getHeader("etag") as string | undefined) ?? etagFor(identity);
    const bodies = await compressedBodies(identity);
    const bytes = bodies.identity.length + bodies.br.length + bodies.gzip.length;
    return { headers, bodies, etag, storedAt: Date.now(), bytes };
  }

  return {
    handle,
    store,
    clear,
    contentChanged,
    size: () => answers.size,
    /** Renders under way that others would wait for, and requests waiting (for tests and diagnostics). */
    pending: () => ({ rendering: rendering.size, waiting }),
  };
}
