// The site under scan: BASE_URL when set (a server someone runs), else the
// built production server started here on a fresh temporary database, seeded
// at start-up like a new installation, and removed afterwards.
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { OUT_DIR, ROOT, SCAN_PORT, scanServerEnv } from "./config.ts";

export interface ScannedSite {
  url: string;
  /** How it was started, for the report. */
  description: string;
  /**
   * A staff account the probes sign in with: the first admin the started server creates (a fresh password each
   * run), or SECURITY_SCAN_ADMIN_USERNAME and SECURITY_SCAN_ADMIN_PASSWORD for a BASE_URL server; else null.
   */
  admin: { username: string; password: string } | null;
  stop(): Promise<void>;
}

interface ProductionServerModule {
  startProductionServer(options: {
    root: string;
    port: number;
    dataDir: string;
    env: Record<string, string>;
  }): Promise<{ baseUrl: string; logFile: string; stop(): Promise<void> }>;
}

export async function openSite(): Promise<ScannedSite> {
  const baseUrl = process.env.BASE_URL?.replace(/\/$/, "");
  if (baseUrl) {
    const username = process.env.SECURITY_SCAN_ADMIN_USERNAME;
    const password = process.env.SECURITY_SCAN_ADMIN_PASSWORD;
    const admin = username && password ? { username, password } : null;
    return { url: baseUrl, description: `${baseUrl} (BASE_URL)`, admin, stop: async () => {} };
  }

  if (!existsSync(path.join(ROOT, "build", "server", "index.js"))) {
    throw new Error("no build/ to start: run `npm run build` first (or set BASE_URL to a running server)");
  }
  const taken = await fetch(`http://127.0.0.1:${SCAN_PORT}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${SCAN_PORT} is in use: choose another with SECURITY_SCAN_PORT`);
  const helper = pathToFileURL(path.join(ROOT, "bench", "support", "production-server.mjs")).href;
  const { startProductionServer } = (await import(helper)) as ProductionServerModule;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "security-scan-"));
  const admin = { username: "scan-admin", password: randomBytes(18).toString("base64url") };
  const server = await startProductionServer({
    root: ROOT,
    port: SCAN_PORT,
    dataDir,
    env: {
      ...scanServerEnv(SCAN_PORT),
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      ADMIN_EMAIL: "scan-admin@example.com",
    },
  });
  return {
    url: server.baseUrl,
    description: `${server.baseUrl} (build/ started by the scan on a fresh seeded database)`,
    admin,
    stop: async () => {
      await server.stop();
      // Warnings and errors the server logged while under attack, kept with the reports.
      copyFileSync(server.logFile, path.join(OUT_DIR, "server.log"));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
