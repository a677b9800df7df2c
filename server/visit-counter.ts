import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { Database } from "#db/index.server.ts";
import { isDatabaseUnavailable } from "#db/unavailable.ts";
import { campaignTagsOf } from "~/lib/attribution/attribution";
import { LOCAL_PAGE_PATHS, countedLandingPaths, landingVisitPath } from "~/lib/attribution/landing-visits";
import { addDays, companyDateOf, isoDate, startOfCompanyDay } from "~/lib/leads/lead-stats";
import { type DayPageTags, type DayPageVisits, TAG_SETS_PER_DAY, countedTags } from "~/lib/attribution/visit-tag-limit";
import { addLandingPageVisits } from "~/models/landing-page-visits.server";
import { listPublishedLandingSlugs } from "~/models/landing-pages.server";
import { listActiveUrlMappings } from "~/models/url-mappings.server";
import { createAddressAllowance } from "./address-allowance.ts";
import { isCrawler } from "./response-cache.ts";
import { carriesStaffSession } from "./staff-requests.ts";

/**
 * Visits to landing pages (decision 033), counted into landing_page_visits per Florida day,
 * landing path and UTM source / medium / campaign ('' for none), for the source report.
 *
 * Counted where every request passes, before the response cache (server/app.ts): a page view answered
 * from memory counts exactly like a rendered one, and no page body depends on the count, so pages stay
 * cacheable. Counts gather in memory and are written in one upsert every VISIT_FLUSH_MS (and at
 * shutdown): a busy landing page costs a Map increment per view, not a database write. Nothing about the
 * visitor is kept (no address, no user agent): only the day, the page and the page view's own tags.
 *
 * Bounded, since anyone can send views: a client address has VISITS_PER_ADDRESS_PER_HOUR visits counted
 * per hour and process (in memory, the address forgotten with the hour), and a day and page count
 * TAG_SETS_PER_DAY tag sets on their own, the rest under "other" (app/lib/attribution/visit-tag-limit.ts).
 */

/** How often gathered counts are written. */
export const VISIT_FLUSH_MS = 10_000;
/**
 * Most different (day, page, tags) counted between two writes: the map of counts cannot grow past it
 * however many made-up utm values arrive. Reaching it writes at once; while that write is under way,
 * visits under keys not yet counted are dropped (increments of counted keys still add up).
 */
export const MAX_VISIT_KEYS = 5_000;
/** Visits one client address has counted per hour, in each process: a person's views, not a script's. */
export const VISITS_PER_ADDRESS_PER_HOUR = 20;
/** Most client addresses remembered in an hour (past it, visits from new addresses are not counted). */
export const MAX_VISIT_ADDRESSES = 20_000;
/** How long the list of published landing pages is trusted (a staff change here forgets it at once). */
const LANDING_PATHS_MS = 30_000;
/** After a failed read of that list (database down), how long visits wait before it is tried again. */
const LANDING_PATHS_RETRY_MS = 5_000;

/** What a visit is counted under: its day, landing path and tags. */
export type VisitKey = DayPageTags;

export interface VisitBatchOptions {
  /** Writes one batch (rows with distinct keys); rejects when nothing was written. */
  write(rows: DayPageVisits[]): Promise<void>;
  maxKeys: number;
  /** Tag sets a day and page count on their own in one batch (the write applies the limit across batches). */
  tagSetsPerDay?: number;
  logger: Logger;
}

/** The counts not written yet: increments merged per key, written one batch at a time. */
export function createVisitBatch(options: VisitBatchOptions) {
  let counts = new Map<string, DayPageVisits>();
  /** The tag sets each day and page of this batch counts on its own: made-up tags cannot fill the map. */
  let tagSets = new Map<string, Set<string>>();
  let writes: Promise<void> = Promise.resolve();
  let dropped = 0;

  const keyOf = (visit: VisitKey) =>
    [visit.day, visit.landingPath, visit.utmSource, visit.utmMedium, visit.utmCampaign].join("\u0000");

  /** Adds `visits` under the key; false when the map is full and the key is not in it. */
  function merge(visit: VisitKey, visits: number): boolean {
    const key = keyOf(visit);
    const row = counts.get(key);
    if (row) {
      row.visits += visits;
      return true;
    }
    if (counts.size >= options.maxKeys) {
      dropped += visits;
      return false;
    }
    counts.set(key, { ...visit, visits });
    return true;
  }

  async function writeBatch(): Promise<void> {
    if (dropped > 0) {
      options.logger.warn(
        { droppedVisits: dropped },
        "landing page visits dropped: too many pages and campaigns at once",
      );
      dropped = 0;
    }
    if (counts.size === 0) return;
    const batch = [...counts.values()];
    counts = new Map();
    tagSets = new Map();
    try {
      await options.write(batch);
    } catch (error) {
      // The database is away: keep the counts for the next write (as far as the map has room).
      // Any other failure would fail again: those counts are dropped rather than retried forever.
      const outage = isDatabaseUnavailable(error);
      if (outage) for (const row of batch) merge(row, row.visits);
      options.logger.warn(
        {
          rows: batch.length,
          visits: batch.reduce((total, row) => total + row.visits, 0),
          kept: outage,
          code: errorCode(error),
        },
        "landing page visits not saved",
      );
    }
  }

  /** Writes what was counted until now, after the write under way; never rejects. */
  function flush(): Promise<void> {
    writes = writes.then(writeBatch);
    return writes;
  }

  return {
    /** One more visit under the key. */
    add(visit: VisitKey): void {
      const dayPage = `${visit.day}\u0000${visit.landingPath}`;
      let seen = tagSets.get(dayPage);
      if (!seen) tagSets.set(dayPage, (seen = new Set()));
      const tags = countedTags(seen, visit, options.tagSetsPerDay ?? TAG_SETS_PER_DAY);
      const before = counts.size;
      if (merge({ ...visit, ...tags }, 1) && counts.size > before && counts.size >= options.maxKeys) void flush();
    },
    flush,
    /** Different keys waiting to be written. */
    size: () => counts.size,
  };
}

/** The SQLSTATE or socket code of a failed write: what a log may say about it (its message holds the values). */
function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const { code } = current as { code?: unknown };
    if (typeof code === "string") return code;
    current = current.cause;
  }
  return undefined;
}

/** A prefetch (a link hovered, a speculation rule) is not a view: the page may never be shown. */
function isPrefetch(headers: IncomingHttpHeaders): boolean {
  const purpose = `${headers["sec-purpose"] ?? ""} ${headers.purpose ?? ""} ${headers["x-moz"] ?? ""}`;
  return purpose.includes("prefetch");
}

interface CountableVisit {
  path: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

export interface VisitCounterOptions {
  db: Database;
  logger: Logger;
  /** Whether the staff session cookie is the Secure one: requests carrying it are staff looking at their pages, not visits. */
  secureCookies: boolean;
  /** The client's address (as req.ip would give it, trusted proxies considered). */
  clientAddress(req: IncomingMessage): string;
  visitsPerAddressPerHour?: number;
  flushMs?: number;
  maxKeys?: number;
}

export type VisitCounter = ReturnType<typeof createVisitCounter>;

export function createVisitCounter(options: VisitCounterOptions) {
  const { db, logger } = options;
  const batch = createVisitBatch({
    write: (rows) => addLandingPageVisits(db, rows),
    maxKeys: options.maxKeys ?? MAX_VISIT_KEYS,
    logger,
  });
  const allowance = createAddressAllowance({
    limit: options.visitsPerAddressPerHour ?? VISITS_PER_ADDRESS_PER_HOUR,
    windowMs: 60 * 60 * 1000,
    maxAddresses: MAX_VISIT_ADDRESSES,
  });
  /** Visits not counted since the last write: their address had used up its hour. */
  let overLimit = 0;
  const observed = new WeakSet<ServerResponse>();
  /** Visits waiting for the list of landing pages: a flush waits for them. */
  const pending = new Set<Promise<void>>();
  let landing: { paths: Promise<Set<string>>; until: number } | null = null;
  let today = { day: "", until: 0 };

  const timer = setInterval(() => void flush(), options.flushMs ?? VISIT_FLUSH_MS);
  timer.unref();

  /** The paths where a landing page is shown, read at most every LANDING_PATHS_MS. */
  function landingPaths(): Promise<Set<string>> {
    if (landing && Date.now() < landing.until) return landing.paths;
    const entry = {
      paths: Promise.all([listPublishedLandingSlugs(db), listActiveUrlMappings(db)]).then(([slugs, mappings]) =>
        countedLandingPaths(
          slugs,
          mappings.map((mapping) => mapping.legacyUrl),
        ),
      ),
      until: Date.now() + LANDING_PATHS_MS,
    };
    landing = entry;
    entry.paths.catch((error: unknown) => {
      if (landing === entry) entry.until = Date.now() + LANDING_PATHS_RETRY_MS;
      logger.warn({ code: errorCode(error) }, "landing pages not read: their visits are not counted meanwhile");
    });
    return entry.paths;
  }

  /** The day of an instant on the offices' calendar (the source report's days), worked out once a day. */
  function dayOf(at: Date): string {
    if (at.getTime() >= today.until || at.getTime() < today.until - 25 * 3_600_000) {
      const date = companyDateOf(at);
      today = { day: isoDate(date), until: startOfCompanyDay(addDays(date, 1)).getTime() };
    }
    return today.day;
  }

  /** What a GET would be counted as, or null: a person's document request for a landing page's address. */
  function countableVisit(req: IncomingMessage): CountableVisit | null {
    const url = req.url ?? "/";
    const queryStart = url.indexOf("?");
    const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
    // Most requests end here: assets, /api, every other page (a client navigation's /page.data too).
    const path = landingVisitPath(pathname);
    if (!path) return null;
    const { headers } = req;
    const userAgent = headers["user-agent"];
    if (!userAgent || isCrawler(userAgent) || isPrefetch(headers)) return null;
    // A browser says what the request is for; a script's fetch of the page is not a view of it.
    const destination = headers["sec-fetch-dest"];
    if (destination !== undefined && destination !== "document") return null;
    if (carriesStaffSession(req, options.secureCookies)) return null;
    const params = new URLSearchParams(queryStart === -1 ? "" : url.slice(queryStart + 1));
    if (params.has("_data")) return null;
    return { path, ...campaignTagsOf(params) };
  }

  function count(visit: CountableVisit, address: string, at: Date) {
    const key: VisitKey = {
      day: dayOf(at),
      landingPath: visit.path,
      utmSource: visit.utmSource,
      utmMedium: visit.utmMedium,
      utmCampaign: visit.utmCampaign,
    };
    const add = () => {
      if (allowance.take(address, at.getTime())) batch.add(key);
      else overLimit++;
    };
    if (LOCAL_PAGE_PATHS.has(visit.path)) return add();
    const counted = landingPaths().then(
      (paths) => {
        if (paths.has(visit.path)) add();
      },
      () => {},
    );
    pending.add(counted);
    void counted.finally(() => pending.delete(counted));
  }

  function landingPagesChanged() {
    landing = null;
  }

  /** Watches one request: counted once it has been answered with success (2xx, or 304 for a page the browser has). */
  function observe(req: IncomingMessage, res: ServerResponse): void {
    // The response cache's listener and the app's first middleware both see a request it lets render.
    if (observed.has(res)) return;
    observed.add(res);
    // A staff change (a landing page published, a mapping added) may move what is counted: the app calls
    // landingPagesChanged on a staff member's successful write, never on a visitor's request.
    if (req.method !== "GET") return;
    const visit = countableVisit(req);
    if (!visit) return;
    res.once("finish", () => {
      const status = res.statusCode;
      if ((status >= 200 && status < 300) || status === 304) count(visit, options.clientAddress(req), new Date());
    });
  }

  /** Writes what was counted until now (waiting for visits still being sorted out). */
  async function flush(): Promise<void> {
    await Promise.all(pending);
    if (overLimit > 0) {
      logger.warn(
        { visits: overLimit },
        "landing page visits not counted: a client address's hourly limit was reached",
      );
      overLimit = 0;
    }
    await batch.flush();
  }

  return {
    observe,
    flush,
    landingPagesChanged,
    /** At shutdown, once the last response is sent: stops the timer and writes what is left. */
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}
