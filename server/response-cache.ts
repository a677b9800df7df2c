import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { RequestHandler, Response } from "express";
import { isbot } from "isbot";
import type { Logger } from "pino";
import { etagFor, ifNoneMatchHits } from "~/lib/http.server";
import { preferredEncoding } from "./accept-encoding.ts";
import { logRequest, requestIdFor } from "./access-log.ts";
import { withScriptHashes } from "./inline-script-hashes.ts";

/**
 * Finished public answers (pages, their .data, public JSON), kept in memory
 * for a moment and sent again byte for byte, already compressed, to the next
 * visitors: under load most requests then cost a lookup instead of a render,
 * and they are answered before Express sees them.
 *
 * Freshness: any successful change (a POST, PUT, PATCH or DELETE answered
 * below 400) empties this process's cache at once and, through `onChange`,
 * the other processes' caches; `ttlMs` bounds what no request changed (a
 * scheduled post coming due, an edit made straight in the database). An expired answer is still sent while one request
 * renders its replacement, so a busy page never waits on a render, and a
 * crowd arriving at a cold page waits for one render instead of starting many.
 */
export interface ResponseCacheOptions {
  /** How long an answer is sent again before it is rendered anew. */
  ttlMs: number;
  /** How long past `ttlMs` an answer may stand in while its replacement renders. */
  maxStaleMs: number;
  /** Memory bound over all stored bodies (identity, Brotli and gzip). */
  maxBytes: number;
  /** Requests carrying one of these cookies (a staff session) are never served from or stored in the cache. */
  bypassCookies: readonly string[];
  /**
   * The address whose answer a request gets (e.g. without campaign tags that no page shows): requests
   * for addresses that map to the same one share a stored answer. Default: the address as requested.
   */
  keyAddress?: (url: string) => string;
  /** Cookies of this visitor's own (Set-Cookie values) added to the shared answer, stored or rendered; never stored. */
  visitorCookies?: (req: IncomingMessage) => string[];
  /** Called after a change this process answered, to empty the other processes' caches (they call `clear`). */
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
const MAX_WAIT_MS = 10_000;

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

/** A 200 of a cacheable type that sets no cookie but the visitor's own (`visitorCookies`, never stored). */
function isCacheableAnswer(res: Response, visitorCookies: readonly string[] = []): boolean {
  const cookies = res.getHeader("set-cookie");
  const others = (Array.isArray(cookies) ? cookies : cookies === undefined ? [] : [String(cookies)]).filter(
    (cookie) => !visitorCookies.includes(cookie),
  );
  if (res.statusCode !== 200 || others.length > 0) return false;
  if (!CACHEABLE_TYPES.test(String(res.getHeader("content-type") ?? ""))) return false;
  return !/\b(no-store|no-cache|private)\b/.test(String(res.getHeader("cache-control") ?? ""));
}

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
  const rendering = new Set<string>();
  const waiters = new Map<string, (() => void)[]>();
  const claims = new WeakMap<ServerResponse, string>();
  /** The per-visitor cookies the cache set on a response that renders: left out of what is stored. */
  const visitorCookies = new WeakMap<ServerResponse, string[]>();
  /** A claiming request whose address was reduced to the shared one: the parameter names it dropped. */
  const claimedFrom = new WeakMap<ServerResponse, string[]>();
  const uncacheableUntil = new Map<string, number>();
  let storedBytes = 0;
  // Bumped by every change: a render that began before a change must not store what it saw.
  let generation = 0;

  function clear() {
    generation++;
    answers.clear();
    uncacheableUntil.clear();
    storedBytes = 0;
  }

  function remember(key: string, answer: StoredAnswer) {
    const previous = answers.get(key);
    if (previous) {
      storedBytes -= previous.bytes;
      answers.delete(key);
    }
    if (answer.bytes > options.maxBytes / 4) return;
    // Oldest first: a Map keeps insertion order, and a renewed answer is inserted again.
    for (const [oldKey, old] of answers) {
      if (storedBytes + answer.bytes <= options.maxBytes) break;
      answers.delete(oldKey);
      storedBytes -= old.bytes;
    }
    answers.set(key, answer);
    storedBytes += answer.bytes;
  }

  function keyFor(req: IncomingMessage): string | null {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.authorization) return null;
    const cookies = req.headers.cookie;
    if (cookies && options.bypassCookies.some((name) => cookies.includes(`${name}=`))) return null;
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

  function waitFor(key: string, then: () => void) {
    let waiting = waiters.get(key);
    if (!waiting) waiters.set(key, (waiting = []));
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(timer);
      then();
    };
    const timer = setTimeout(release, MAX_WAIT_MS);
    waiting.push(release);
  }

  function renderDone(key: string) {
    rendering.delete(key);
    const waiting = waiters.get(key);
    waiters.delete(key);
    for (const release of waiting ?? []) release();
  }

  /** Sends the stored answer for `req`, or hands it to `app` (waiting first while the page renders for another request). */
  function handle(req: IncomingMessage, res: ServerResponse, app: () => void) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.once("finish", () => {
        if (res.statusCode >= 400) return;
        clear();
        options.onChange?.();
      });
      return app();
    }
    const key = keyFor(req);
    if (!key) return app();
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
    if (answer && age < options.ttlMs + options.maxStaleMs && rendering.has(key)) {
      return send(req, res, answer, cookies);
    }
    if (mayWait && !answer && rendering.has(key)) {
      return waitFor(key, () => serveStored(req, res, render, key, cookies, false));
    }
    if (req.method === "GET" && !rendering.has(key)) claim(key, req, res);
    render();
  }

  /**
   * This request renders the page for everyone: claimed before the app's
   * first middleware, so that the requests arriving meanwhile wait for it.
   */
  function claim(key: string, req: IncomingMessage, res: ServerResponse) {
    rendering.add(key);
    claims.set(res, key);
    const url = req.url ?? "/";
    const shared = options.keyAddress?.(url) ?? url;
    if (shared !== url) claimedFrom.set(res, removedParams(url, shared));
    // Answered before the renderer (a redirect, a file): nothing to store, let the others go.
    res.once("close", () => {
      if (claims.get(res) === key) renderDone(key);
    });
  }

  /** Express middleware, last before the renderer: keeps what the claiming request sends. */
  const store: RequestHandler = (_req, res, next) => {
    const key = claims.get(res);
    if (key) {
      claims.delete(res);
      capture(key, res);
    }
    next();
  };

  function capture(key: string, res: Response) {
    const startedIn = generation;
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
        options.logger.warn({ path: key.slice(4).split("?")[0] }, "page body repeats its attribution parameters");
        return renderDone(key);
      }
      if (tooLarge || startedIn !== generation || !isCacheableAnswer(res, visitorCookies.get(res))) {
        if (uncacheableUntil.size >= 1_000) uncacheableUntil.clear();
        if (startedIn === generation) uncacheableUntil.set(key, Date.now() + options.ttlMs);
        return renderDone(key);
      }
      // Until the compressed copies are ready, the expired answer still stands in.
      void prepare(res, Buffer.concat(chunks))
        .then(
          (answer) => {
            if (startedIn === generation) remember(key, answer);
          },
          (error: unknown) => options.logger.warn({ err: error }, "response not stored"),
        )
        .finally(() => renderDone(key));
    });
    res.once("close", () => {
      if (!res.writableFinished) renderDone(key);
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

  return { handle, store, clear, size: () => answers.size };
}
