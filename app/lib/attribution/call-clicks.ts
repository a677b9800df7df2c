// Clicks on the site's tel: links (decision 033). Isomorphic: the browser's delegated
// listener (app/lib/attribution/call-click-listener.ts) sends what CallClickBeacon describes; the server
// (app/routes/api/call-clicks.ts) refuses anything else without storing it.
import { OFFICE_LOCATIONS, type OfficeId } from "~/lib/company/offices";

/** A beacon is a path and an office id: anything larger is not one of ours. */
export const MAX_CALL_CLICK_BYTES = 1024;
/** Clicks counted per client address and hour, and per day: a visitor calls a few times, a script is stopped. */
export const CALL_CLICKS_PER_HOUR = 10;
export const CALL_CLICKS_PER_DAY = 30;
const MAX_PATH_LENGTH = 300;
/** One of this site's paths: starts with a single slash; no query, fragment, space or control character. */
// eslint-disable-next-line no-control-regex
const PAGE_PATH = /^\/(?!\/)[^\s?#\u0000-\u001F\u007F]*$/;

export interface CallClickBeacon {
  /** The page's path (location.pathname): no query, so no tag or personal value rides along. */
  path: string;
  /** The office whose number was clicked (the link's data-office); absent for the main number. */
  office?: OfficeId;
}

/** The beacon, or null for anything that is not exactly one: wrong types, unknown keys or office, a bad path. */
export function parseCallClickBeacon(value: unknown): CallClickBeacon | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const { path, office, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length) return null;
  if (typeof path !== "string" || path.length > MAX_PATH_LENGTH || !PAGE_PATH.test(path)) return null;
  if (office === undefined) return { path };
  const known = OFFICE_LOCATIONS.find((location) => location.id === office);
  return known ? { path, office: known.id } : null;
}

/** The office's branch label, as leads.nearest_branch stores it ("PORT ST. LUCIE"). */
export function branchLabelOf(office: OfficeId | undefined): string | null {
  return OFFICE_LOCATIONS.find((location) => location.id === office)?.branchLabel ?? null;
}
