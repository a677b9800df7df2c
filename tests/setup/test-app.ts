import { rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Server, createServer } from "node:http";
import pino from "pino";
import webpush from "web-push";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer, type ViteDevServer } from "vite";
import type { DatabaseConnection } from "#db/index.server.ts";
import type * as AppModule from "../../server/app.ts";
import type { ResponseCache } from "../../server/response-cache.ts";
import type { AppConfig } from "~/context";
import { BOOKING_ATTEMPTS_PER_HOUR } from "~/services/consultations/consultation-pages.server";
import { openTestDatabase } from "./test-db.ts";

export interface TestApp {
  baseUrl: string;
  connection: DatabaseConnection;
  db: DatabaseConnection["db"];
  /** The app's live configuration; a test may change a value and must restore it. */
  config: AppConfig;
  /** fetch() against the app, path relative to its base URL. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Writes the landing-page visits the app has counted so far (it does so every few seconds by itself). */
  flushVisits(): Promise<void>;
}

export const TEST_SESSION_SECRET = "integration-test-secret-integration-test-secret";

/** The worker's web-push key pair: the app offers the public key, a test's job runner signs with both. */
export const TEST_VAPID_KEYS = webpush.generateVAPIDKeys();

let shared: Promise<TestApp> | undefined;
let vite: ViteDevServer | undefined;
let server: Server | undefined;
let appModule: typeof AppModule | undefined;
let baseOptions: AppModule.CreateAppOptions | undefined;

async function start(): Promise<TestApp> {
  const connection = await openTestDatabase();
  // The app is loaded through Vite, like `npm run dev`, so routes and the
  // Express app share one module graph (one request-context key).
  vite = await createViteServer({
    configFile: "vite.config.ts",
    logLevel: "error",
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  appModule = (await vite.ssrLoadModule("/server/app.ts")) as typeof AppModule;
  const { createApp } = appModule;
  // Uploaded images go to a folder of this worker's own, removed when the worker exits.
  const uploadsDir = await mkdtemp(path.join(tmpdir(), "ffp-uploads-"));
  process.once("exit", () => rmSync(uploadsDir, { recursive: true, force: true }));
  const config: AppConfig = {
    publicSiteUrl: "http://localhost:3000",
    isProduction: true,
    trustProxy: false,
    sessionSecret: TEST_SESSION_SECRET,
    leadRateLimitPerHour: 10_000,
    bookingRateLimitPerHour: BOOKING_ATTEMPTS_PER_HOUR,
    uploads: { kind: "local", dir: uploadsDir },
    pushPublicKey: TEST_VAPID_KEYS.publicKey,
  };
  // Loaded once: a build function would make React Router rebuild its route tables on every request.
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  baseOptions = {
    mode: "production",
    build,
    db: connection.db,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" }),
    config,
    trustProxy: false,
    ping: connection.ping,
    // Every test file of the worker visits from 127.0.0.1: the per-address limit has tests of its own.
    visitsPerAddressPerHour: 100_000,
    // The site's own files (the default social image, the favicon, downloads), served as build/client serves them.
    clientDir: path.resolve("public"),
  };
  const app = createApp(baseOptions);
  const visitCounter = appModule.visitCounterOf(app);
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    connection,
    db: connection.db,
    config,
    request: (path, init) => fetch(baseUrl + path, { redirect: "manual", ...init }),
    flushVisits: () => visitCounter.flush(),
  };
}

export interface ExtraApp {
  baseUrl: string;
  request(path: string, init?: RequestInit): Promise<Response>;
  /** The server's response cache (null when off): tests read its `size()` and `pending()`. */
  responseCache: ResponseCache | null;
  /** Writes the landing-page visits this server has counted so far. */
  flushVisits(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Another server on the worker's database (or on `connection`), with other
 * options, served as production serves it: for what the shared app leaves
 * off, such as the response cache, or for a second process.
 */
export async function startAppWith(options: Partial<AppModule.CreateAppOptions>): Promise<ExtraApp> {
  await getTestApp();
  const { createApp, requestListener, visitCounterOf } = appModule!;
  const app = createApp({ ...baseOptions!, ...options });
  const visitCounter = visitCounterOf(app);
  const responseCache = (app.locals.responseCache as ResponseCache | null | undefined) ?? null;
  const extra = createServer(requestListener(app));
  await new Promise<void>((resolve) => extra.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(extra.address() as AddressInfo).port}`;
  return {
    baseUrl,
    request: (path, init) => fetch(baseUrl + path, { redirect: "manual", ...init }),
    responseCache,
    flushVisits: () => visitCounter.flush(),
    close: async () => {
      await new Promise<void>((resolve) => {
        extra.close(() => resolve());
        extra.closeAllConnections();
      });
      await visitCounter.close();
    },
  };
}

/**
 * Broadcasts between the servers of this test process, delivered to every listener, the sender's own
 * included, as PostgreSQL NOTIFY delivers them between processes: pass it as `broadcasts` to startAppWith.
 * `sent` lists the channels broadcast so far.
 */
export function inProcessBroadcasts() {
  const listeners = new Map<string, (() => void)[]>();
  const sent: string[] = [];
  return {
    sent,
    async broadcast(channel: string) {
      sent.push(channel);
      for (const onMessage of listeners.get(channel) ?? []) onMessage();
    },
    onBroadcast(channel: string, onMessage: () => void) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), onMessage]);
    },
  };
}

/** The worker's app and database, started once and reused by every test file it runs. */
export function getTestApp(): Promise<TestApp> {
  shared ??= start();
  return shared;
}
