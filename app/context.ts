import { createContext } from "react-router";
import type { Database } from "#db/index.server.ts";
import type { Logger } from "pino";
import type { StaffRole } from "#db/schema/enums.ts";
import type { OfficeId } from "~/lib/company/offices";
import type { UploadStorageConfig } from "~/lib/media/upload-storage-config";

/** Server configuration the app reads (a subset of the validated environment). */
export interface AppConfig {
  publicSiteUrl: string;
  isProduction: boolean;
  trustProxy: boolean;
  /** Signs form tokens and hashes client addresses; never sent to the browser. */
  sessionSecret: string;
  /** Leads accepted from one address per hour. */
  leadRateLimitPerHour: number;
  /** Consultation bookings, moves, cancellations and link resends accepted from one address per hour. */
  bookingRateLimitPerHour: number;
  /** Where uploaded images are stored (local DATA_DIR/uploads or S3-compatible storage). */
  uploads: UploadStorageConfig;
  /** The VAPID public key staff browsers subscribe to pushes with; null: web push is not configured. */
  pushPublicKey: string | null;
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
  /** A page load (HTML), not a client-side navigation's data request (`*.data`). */
  documentRequest: boolean;
  /**
   * Data a page renders into its HTML on a page load but does not send again as loader data: the browser reads
   * it back from the HTML (app/lib/http/server-only-data.tsx). Keeps long texts from travelling twice.
   */
  serverOnly: Map<string, unknown>;
  /**
   * What public pages show may have changed: a staff member's write succeeded. Empties every process's
   * stored public answers (server/response-cache.ts). A visitor's request never calls it.
   */
  contentChanged: () => void;
}

export const appContext = createContext<AppContextValue>();

/**
 * The signed-in staff member of an admin request. The admin guard
 * (app/middleware/admin-guard.server.ts) sets it before any admin loader or
 * action runs; read it with requireStaff() from app/services/staff/auth.server.ts.
 */
export interface StaffMember {
  id: number;
  username: string;
  email: string;
  role: StaffRole;
  officeId: OfficeId | null;
  mustChangePassword: boolean;
  /** Show leads marked as test in lists and figures. */
  testModePreference: boolean;
  /** The admin_sessions row of this request. */
  sessionId: number;
}

export const staffContext = createContext<StaffMember | null>(null);
