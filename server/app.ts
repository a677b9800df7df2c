import type { IncomingMessage, RequestListener } from "node:http";
import { randomBytes } from "node:crypto";
import path from "node:path";
import zlib from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import helmet from "helmet";
import type { Logger } from "pino";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { Database, DatabaseConnection } from "#db/index.server.ts";
import { isDatabaseUnavailable } from "#db/unavailable.ts";
import { type AppConfig, appContext } from "~/context";
import { withoutAttributionParams } from "~/lib/attribution/attribution";
import { designLeadTokenIn } from "~/lib/designer/design-booking.server";
import { pathWithoutLocale } from "~/lib/i18n/locale";
import {
  MAX_BODY_BYTES,
  MAX_DRAIN_BYTES,
  RETRY_AFTER_OUTAGE_SECONDS,
  SERVICE_UNAVAILABLE_MESSAGE,
} from "~/lib/http/http.server";
import { loggedPath } from "~/lib/http/logged-path";
import { UPLOADS_PATH } from "~/lib/media/image-variants";
import { MAX_UPLOAD_REQUEST_BYTES, MAX_VIDEO_UPLOAD_BYTES, UPLOAD_PATH } from "~/lib/media/upload-rules";
import { VIDEO_UPLOAD_PATH } from "~/lib/media/video-upload-rules";
import { PROJECT_PAGE_PATH } from "~/lib/projects/project-page-sections";
import { catalogueChanged } from "~/models/catalogue-cache.server";
import { drainListenersFollowCompression } from "./compression-drain.ts";
import { attributionSetCookie, hasAttributionCookie } from "./attribution-cookie.ts";
import { type TrustProxy, clientAddressOf } from "./client-address.ts";
import { formServedCookieFor, hasFormServedCookie } from "./form-served-cookie.ts";
import { answerDatabaseOutages } from "./database-outage.ts";
import { logRequest, requestIdFor } from "./access-log.ts";
import { precompressedAssets } from "./precompressed-assets.ts";
import { refuseMalformedRequests } from "./request-guard.ts";
import { type ResponseCache, createResponseCache } from "./response-cache.ts";
import { createSignedInStaffCheck } from "./staff-requests.ts";
import { type VisitCounter, createVisitCounter } from "./visit-counter.ts";

export interface CreateAppOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  db: Database;
  logger: Logger;
  config: AppConfig;
  /** express "trust proxy" setting (TRUST_PROXY). */
  trustProxy: boolean | number | string;
  /** build/client in production; Vite serves assets in development. */
  clientDir?: string;
  /** Database health for /readyz. */
  ping: () => Promise<boolean>;
  isShuttingDown?: () => boolean;
  /** RESPONSE_CACHE_MS: public answers are sent again from memory for this long (production only; 0 or unset: off). */
  responseCacheMs?: number;
  /** Cross-process messages (PostgreSQL NOTIFY): a change here empties every process's response and catalogue caches. */
  broadcasts?: Pick<DatabaseConnection, "broadcast" | "onBroadcast">;
  /** Landing-page visits counted per client address and hour (default VISITS_PER_ADDRESS_PER_HOUR). */
  visitsPerAddressPerHour?: number;
}

const CHANGES_CHANNEL = "ffp_content_changed";

function wantsJson(req: express.Request): boolean {
  return req.path.startsWith("/api/") || (req.get("accept") ?? "").includes("application/json");
}

/**
 * The design success screen's visitor: the lead-token cookie, which the browser sends only under /design or
 * /es/design (its Path, the language the design was sent from), holding a token. The page shows that visitor
 * their own booking offer.
 */
function holdsDesignLead(req: IncomingMessage): boolean {
  const path = pathWithoutLocale((req.url ?? "/").split("?", 1)[0]!);
  return (path === "/design" || path.startsWith("/design/")) && designLeadTokenIn(req.headers.cookie) !== null;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error("timeout")), ms).unref()),
  ]);
}

export function createApp(options: CreateAppOptions): express.Express {
  const { logger, config } = options;
  const isProduction = options.mode === "production";
  const httpsSite = config.publicSiteUrl.startsWith("https://");
  const app = express();
  const isSignedInStaff = createSignedInStaffCheck({ db: options.db, secure: config.isProduction });

  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy);

  // Visits to landing pages (decision 033). The response cache's listener shows it the requests it
  // answers from memory (requestListener below); this middleware, the requests that reach the app.
  const trustProxy = app.get("trust proxy fn") as TrustProxy;
  const visitCounter = createVisitCounter({
    db: options.db,
    logger,
    secureCookies: config.isProduction,
    clientAddress: (req) => clientAddressOf(req, trustProxy),
    visitsPerAddressPerHour: options.visitsPerAddressPerHour,
  });
  app.locals.visitCounter = visitCounter;
  app.use((req, res, next) => {
    visitCounter.observe(req, res);
    next();
  });

  // Request id and one access-log line per request.
  app.use((req, res, next) => {
    const requestId = requestIdFor(req.get("x-request-id"));
    res.locals.requestId = requestId;
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      logRequest(logger, { requestId, method: req.method, path: req.path, status: res.statusCode, started });
    });
    next();
  });
  app.use(refuseMalformedRequests({ logger, siteHost: new URL(config.publicSiteUrl).host }));

  // First- and last-touch attribution for leads, in a first-party cookie: only page views that carry
  // attribution parameters or come from another site change it. The response cache sets it itself
  // on the requests it sees (stored answers never reach this), so it is not set twice.
  app.use((req, res, next) => {
    if (hasAttributionCookie(res.getHeader("set-cookie"))) return next();
    const cookie = attributionSetCookie(req, httpsSite);
    if (cookie) res.append("Set-Cookie", cookie);
    next();
  });
  // When this visitor was served the page, for the lead forms' fill time (server/form-served-cookie.ts); set by
  // the response cache itself on the requests it sees, like the attribution cookie.
  app.use((req, res, next) => {
    if (hasFormServedCookie(res.getHeader("set-cookie"))) return next();
    const cookie = formServedCookieFor(req, config.sessionSecret, httpsSite);
    if (cookie) res.append("Set-Cookie", cookie);
    next();
  });

  // Stored public answers are sent before Express sees the request (requestListener below);
  // what a cacheable request renders is stored just before the renderer.
  const responseCache =
    isProduction && options.responseCacheMs
      ? createResponseCache({
          ttlMs: options.responseCacheMs,
          maxStaleMs: 10_000,
          maxBytes: 48 * 1024 * 1024,
          // A signed-in staff member, and the visitor who just sent a design (the success screen holds their lead token).
          bypass: (req) => holdsDesignLead(req) || isSignedInStaff(req),
          // A campaign visit gets the body of the same address without its tags, and a cookie of its own.
          keyAddress: withoutAttributionParams,
          visitorCookies: (req) =>
            [attributionSetCookie(req, httpsSite), formServedCookieFor(req, config.sessionSecret, httpsSite)].filter(
              (cookie) => cookie !== null,
            ),
          onChange: () => void options.broadcasts?.broadcast(CHANGES_CHANNEL).catch(() => {}),
          logger,
        })
      : null;
  // Another process changed something: what this one keeps from before may be out of date.
  options.broadcasts?.onBroadcast(CHANGES_CHANNEL, () => {
    catalogueChanged(options.db);
    responseCache?.clear();
    visitCounter.landingPagesChanged();
  });
  app.locals.responseCache = responseCache;
  // A staff member's successful write (the admin guard calls it): empties the response caches and refreshes the
  // landing pages the visit counter counts.
  const contentChanged = () => {
    visitCounter.landingPagesChanged();
    responseCache?.contentChanged();
  };

  app.use(
    helmet({
      contentSecurityPolicy: isProduction
        ? {
            useDefaults: false,
            directives: {
              "default-src": ["'self'"],
              // googletagmanager.com: the analytics tag, loaded only when staff set a measurement id.
              "script-src": [
                "'self'",
                (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
                "https://www.googletagmanager.com",
              ],
              "style-src": ["'self'", "'unsafe-inline'"],
              "img-src": ["'self'", "data:", "https:"],
              "font-src": ["'self'", "data:"],
              "connect-src": ["'self'", "https://*.google-analytics.com", "https://*.analytics.google.com"],
              // The video players staff may choose (/admin/videos), loaded only after a visitor presses play.
              "frame-src": ["https://www.youtube-nocookie.com", "https://player.vimeo.com"],
              // An MP4 video plays from the address staff gave (this site or an https file store).
              "media-src": ["'self'", "https:"],
              "form-action": ["'self'"],
              "frame-ancestors": ["'none'"],
              "object-src": ["'none'"],
              "base-uri": ["'self'"],
              ...(httpsSite ? { "upgrade-insecure-requests": [] } : {}),
            },
          }
        : false,
      strictTransportSecurity: isProduction && httpsSite ? { maxAge: 63_072_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
  );
  app.use((_req, res, next) => {
    res.setHeader("Permissions-Policy", "geolocation=(self), camera=(), microphone=(), payment=()");
    next();
  });

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (options.isShuttingDown?.()) return void res.status(503).json({ status: "shutting down" });
    try {
      await withTimeout(options.ping(), 2_000);
      res.json({ status: "ready", database: "up" });
    } catch {
      res.status(503).json({ status: "unavailable", database: "down" });
    }
  });

  // Bodies larger than any form or API call needs are refused before they are read
  // (image and video uploads have their own, larger limits).
  const bodyLimitOf = (path: string) =>
    path === UPLOAD_PATH || PROJECT_PAGE_PATH.test(path)
      ? MAX_UPLOAD_REQUEST_BYTES
      : path === VIDEO_UPLOAD_PATH
        ? MAX_VIDEO_UPLOAD_BYTES
        : MAX_BODY_BYTES;
  const limitBody: RequestHandler = (req, res, next) => {
    const length = Number(req.get("content-length") ?? "0");
    if (length <= bodyLimitOf(req.path)) return next();
    // Let a modest body drain so the client reads the answer; cut off a flood.
    let received = 0;
    req.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_DRAIN_BYTES) req.socket.destroy();
    });
    res.status(413);
    if (wantsJson(req)) res.json({ message: "The request body is too large." });
    else res.type("text/plain").send("The request body is too large.");
  };
  app.use(limitBody);

  // Brotli's default window is 4 MB, and each response compressed as it streams holds one: with the response cache
  // off, 50 pages rendering at once took the server to 447 MB (372 MB with this window; 250 MB with the cache on).
  // No page comes near 256 KB (the page-weight budget is 100 KB of HTML), so that window compresses them as well.
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } } }));
  app.use(drainListenersFollowCompression);

  if (options.clientDir) {
    const assetsDir = path.join(options.clientDir, "assets");
    app.use(
      "/assets",
      precompressedAssets(assetsDir),
      express.static(assetsDir, { immutable: true, maxAge: "1y", index: false }),
    );
    app.use(express.static(options.clientDir, { maxAge: "1h", index: false }));
  }

  // Uploaded images (local storage): content-addressed names, so cached for good.
  if (config.uploads.kind === "local") {
    app.use(
      UPLOADS_PATH,
      express.static(config.uploads.dir, { immutable: true, maxAge: "1y", index: false, redirect: false }),
      (_req, res) => void res.status(404).type("text/plain").send("Not found."),
    );
  }

  // An /api address that is not valid percent-encoding can match no route: answer in JSON, like every /api error.
  app.use("/api", (req, res, next) => {
    try {
      decodeURIComponent(req.path);
      next();
    } catch {
      res.status(400).json({ message: "The address is not valid." });
    }
  });

  if (responseCache) app.use(responseCache.store);

  app.use(
    createRequestHandler({
      build: answerDatabaseOutages(options.build),
      mode: options.mode,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(appContext, {
          db: options.db,
          config,
          logger: logger.child({ requestId: res.locals.requestId }),
          requestId: res.locals.requestId,
          nonce: res.locals.cspNonce,
          clientIp: req.ip ?? "",
          documentRequest: !req.path.endsWith(".data"),
          serverOnly: new Map(),
          contentChanged,
        });
        return context;
      },
    }),
  );

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const outage = isDatabaseUnavailable(error);
    const status = outage
      ? 503
      : typeof error?.status === "number" && error.status >= 400 && error.status < 600
        ? error.status
        : 500;
    if (status >= 500)
      logger.error({ err: error, requestId: res.locals.requestId, path: loggedPath(req.path) }, "unhandled error");
    if (res.headersSent) return void res.end();
    if (outage) res.set("Retry-After", String(RETRY_AFTER_OUTAGE_SECONDS));
    const message = outage
      ? SERVICE_UNAVAILABLE_MESSAGE
      : status >= 500
        ? "Something went wrong. Please try again."
        : "Bad request.";
    if (wantsJson(req)) res.status(status).json({ message });
    else res.status(status).type("text/plain").send(message);
  };
  app.use(onError);

  return app;
}

/**
 * The server's request listener: stored public answers first (server/response-cache.ts), then the app.
 * Landing-page visits are counted before either, so an answer from memory counts like a rendered one.
 */
export function requestListener(app: express.Express): RequestListener {
  const cache = app.locals.responseCache as ResponseCache | null | undefined;
  const counter = visitCounterOf(app);
  return cache
    ? (req, res) => {
        counter.observe(req, res);
        cache.handle(req, res, () => app(req, res));
      }
    : app;
}

/** The app's landing-page visit counter: the server writes what it holds at shutdown, tests when they check. */
export function visitCounterOf(app: express.Express): VisitCounter {
  return app.locals.visitCounter as VisitCounter;
}
