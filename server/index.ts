import { type RequestListener, createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Express } from "express";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { openDatabase } from "#db/index.server.ts";
import type * as AppModule from "./app.ts";
import type { CreateAppOptions } from "./app.ts";
import { EnvError, parseEnv, trustProxySetting, uploadStorageConfig } from "./env.ts";
import { createJobRunner } from "./job-runner.ts";
import { createMailer } from "./mailer.ts";
import {
  isPreparationProcess,
  needsPreparationProcess,
  prepareDatabase,
  prepareInChildProcess,
} from "./prepare-database.ts";
import { createPushSender } from "./push-sender.ts";
import { provideLocalSessionSecret, provideLocalVapidKeys } from "./secrets.ts";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let env;
  try {
    provideLocalSessionSecret(process.env);
    provideLocalVapidKeys(process.env);
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino({ level: env.LOG_LEVEL, base: { pid: process.pid } });
  const isDevelopment = env.NODE_ENV === "development";

  const databaseOptions = {
    databaseUrl: env.DATABASE_URL,
    dataDir: path.join(env.DATA_DIR, "db"),
    poolSize: env.DATABASE_POOL_SIZE,
  };
  if (isPreparationProcess()) {
    const connection = await openDatabase(databaseOptions);
    await prepareDatabase(connection, env, logger);
    await connection.close();
    process.exit(0);
  }
  const preparedInChild = needsPreparationProcess(env, databaseOptions.dataDir);
  if (preparedInChild) await prepareInChildProcess(fileURLToPath(import.meta.url));
  const connection = await openDatabase(databaseOptions);
  if (!preparedInChild) await prepareDatabase(connection, env, logger);
  logger.info({ database: connection.kind }, "database ready");

  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.SMTP_FROM,
    defaultAddress: `no-reply@${new URL(env.PUBLIC_SITE_URL).hostname}`,
    logger,
  });
  const jobRunner = createJobRunner({
    db: connection.db,
    logger,
    mailer,
    siteUrl: env.PUBLIC_SITE_URL,
    sessionSecret: env.SESSION_SECRET,
    notifyTo: env.LEAD_NOTIFY_TO,
    push: createPushSender({
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: env.VAPID_SUBJECT,
      logger,
    }),
    spamRetentionDays: env.SPAM_RETENTION_DAYS,
  });
  if (env.JOB_RUNNER) jobRunner.start();

  let shuttingDown = false;
  const appOptions: Omit<CreateAppOptions, "build" | "mode"> = {
    db: connection.db,
    logger,
    config: {
      publicSiteUrl: env.PUBLIC_SITE_URL,
      isProduction: env.NODE_ENV === "production",
      trustProxy: Boolean(trustProxySetting(env.TRUST_PROXY)),
      // provideLocalSessionSecret() or the production check guarantees it.
      sessionSecret: env.SESSION_SECRET ?? "",
      leadRateLimitPerHour: env.LEAD_RATE_LIMIT_PER_HOUR,
      bookingRateLimitPerHour: env.BOOKING_RATE_LIMIT_PER_HOUR,
      uploads: uploadStorageConfig(env),
      pushPublicKey: env.VAPID_PRIVATE_KEY ? (env.VAPID_PUBLIC_KEY ?? null) : null,
    },
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    ping: connection.ping,
    isShuttingDown: () => shuttingDown,
    responseCacheMs: env.RESPONSE_CACHE_MS,
    broadcasts: connection,
  };

  let app: Express;
  let listener: RequestListener;
  let closeDevServer = async () => {};
  let flushVisits = async () => {};
  if (isDevelopment) {
    const vite = await import("vite");
    const express = (await import("express")).default;
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    closeDevServer = () => viteServer.close();
    // Load the app through Vite so it shares one module graph with the routes.
    const { createApp, visitCounterOf } = (await viteServer.ssrLoadModule("/server/app.ts")) as typeof AppModule;
    const siteApp = createApp({
      ...appOptions,
      mode: "development",
      build: () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
    flushVisits = () => visitCounterOf(siteApp).close();
    app = express();
    app.use(viteServer.middlewares);
    app.use(siteApp);
    listener = app;
  } else {
    const { createApp, requestListener, visitCounterOf } = await import("./app.ts");
    const build = (await import("virtual:react-router/server-build")) as ServerBuild;
    const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
    app = createApp({ ...appOptions, mode: "production", build, clientDir });
    listener = requestListener(app);
    const counter = visitCounterOf(app);
    flushVisits = () => counter.close();
  }

  const server = createServer(listener).listen(env.PORT, env.HOST, () => {
    logger.info({ url: `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}` }, "server listening");
  });
  server.keepAliveTimeout = 65_000;

  async function shutdown(signal: string) {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const forced = setTimeout(() => {
      logger.error("shutdown grace period over; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
    // Stop accepting connections; close idle keep-alive sockets now and the rest once their response ends.
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    // The visits counted since the last write, once the last response has been sent.
    await flushVisits();
    await jobRunner.stop();
    mailer.close();
    await closeDevServer();
    await connection.close();
    logger.info("shutdown complete");
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
