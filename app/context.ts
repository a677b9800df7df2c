import { createContext } from "react-router";
import type { Database } from "#db/index.server.ts";
import type { Logger } from "pino";

/** Server configuration the app reads (a subset of the validated environment). */
export interface AppConfig {
  publicSiteUrl: string;
  isProduction: boolean;
  trustProxy: boolean;
  /** Signs form tokens and hashes client addresses; never sent to the browser. */
  sessionSecret: string;
  /** Leads accepted from one address per hour. */
  leadRateLimitPerHour: number;
}

/** Per-request values every loader and action can read. */
export interface AppContextValue {
  db: Database;
  config: AppConfig;
  logger: Logger;
  requestId: string;
  /** CSP nonce of this response. */
  nonce: string;
  /** Client IP as Express resolved it (TRUST_PROXY aware); never logged. */
  clientIp: string;
}

export const appContext = createContext<AppContextValue>();
