import { createContext } from "react-router";
import type { Database } from "#db/index.server.ts";
import type { Logger } from "pino";

/** Server configuration the app reads (a subset of the validated environment). */
export interface AppConfig {
  publicSiteUrl: string;
  isProduction: boolean;
  trustProxy: boolean;
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
