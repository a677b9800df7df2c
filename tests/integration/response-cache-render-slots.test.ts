// The response cache's render slots (server/response-cache.ts): one request renders a cold address for
// everyone while the others wait for it. Whatever ends a render (its answer, an error, the visitor leaving,
// the cache emptied) must free the slot, and a waiting request whose visitor left must not take it: else every
// later request for that address would wait MAX_WAIT_MS (10 s).
//
// A render is held where it really waits, on the database: a transaction holding a lock on the table the page
// reads keeps it rendering until the test lets go, so the requests arriving meanwhile are really waiting when
// the test aborts them.
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ExtraApp, getTestApp, startAppWith } from "../setup/test-app.ts";
import { BROWSER_USER_AGENT } from "../support/http.ts";

let server: ExtraApp;
let run = 0;

beforeAll(async () => {
  server = await startAppWith({ responseCacheMs: 60_000 });
});

afterAll(() => server.close());

const pending = () => server.responseCache!.pending();

/** Waits until `ready` holds (polled; each step here takes milliseconds). */
async function until(ready: () => boolean, what: string) {
  const deadline = Date.now() + 3_000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what} (pending: ${JSON.stringify(pending())})`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const slotsAre = (rendering: number, waiting: number) => () => {
  const now = pending();
  return now.rendering === rendering && now.waiting === waiting;
};

/**
 * Holds the database in a transaction that has run `statements` (a lock, a rename) until the returned
 * function lets go (and commits). A render that reads what the statements hold waits until then.
 */
async function holdDatabase(statements: SQL[]): Promise<() => Promise<void>> {
  const { db } = await getTestApp();
  let letGo!: () => void;
  const gate = new Promise<void>((resolve) => (letGo = resolve));
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const done = db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(statement);
    holding();
    await gate;
  });
  await Promise.race([held, done]);
  return async () => {
    letGo();
    await done;
  };
}

/** A visitor's GET that the test may abort; `answer` is the status, or "aborted". */
function request(path: string) {
  const controller = new AbortController();
  const answer = server
    .request(path, { headers: { "User-Agent": BROWSER_USER_AGENT }, signal: controller.signal })
    .then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    })
    .catch((error: unknown) => {
      if (controller.signal.aborted) return "aborted" as const;
      throw error;
    });
  return { abort: () => controller.abort(), answer };
}

/** A plain request after it all: answered at once, not after waiting for a render that never ends. */
async function answeredAtOnce(path: string) {
  const started = performance.now();
  const response = await server.request(path, {
    headers: { "User-Agent": BROWSER_USER_AGENT },
    // Well under MAX_WAIT_MS: a request stuck behind a dead slot fails here instead of after 10 s.
    signal: AbortSignal.timeout(5_000),
  });
  await response.arrayBuffer();
  expect(performance.now() - started).toBeLessThan(2_000);
  return response.status;
}

interface Target {
  name: string;
  /** A fresh address (its own render slot) for each run. */
  path: () => string;
  /** What holds its render; `restore` undoes what the hold changed, once the live request has its answer. */
  hold: SQL[];
  restore?: SQL;
  /** The status of a render finished while the database was held, and of one afterwards. */
  status: number;
  statusAfter: number;
}

const TARGETS: Target[] = [
  {
    name: "a page (stored)",
    path: () => `/resources?slots=${++run}`,
    hold: [sql`lock table resources in access exclusive mode`],
    status: 200,
    statusAfter: 200,
  },
  {
    name: "an answer that is not stored (404)",
    path: () => `/no-such-page-for-render-slots-${++run}`,
    hold: [sql`lock table url_mappings, landing_pages in access exclusive mode`],
    status: 404,
    statusAfter: 404,
  },
  {
    name: "an error (the page's table gone while it renders)",
    path: () => `/resources?slots-error=${++run}`,
    hold: [sql`alter table resources rename to resources_away_for_render_slots`],
    restore: sql`alter table resources_away_for_render_slots rename to resources`,
    status: 500,
    statusAfter: 200,
  },
];

const ORDERS = ["waiter first", "renderer first", "both"] as const;

describe("render slots", () => {
  for (const target of TARGETS) {
    for (const order of ORDERS) {
      it(`are released for ${target.name}, aborting the ${order === "both" ? "waiter, then the renderer" : order}`, async () => {
        await until(slotsAre(0, 0), "no render under way before the run");
        const path = target.path();
        const letGo = await holdDatabase(target.hold);
        let restored = target.restore === undefined;
        const restore = async () => {
          if (restored) return;
          restored = true;
          const { db } = await getTestApp();
          await db.execute(target.restore!);
        };
        try {
          const renderer = request(path);
          await until(slotsAre(1, 0), "the first request renders");
          const waiter = request(path);
          await until(slotsAre(1, 1), "the second request waits for it");

          if (order === "waiter first" || order === "both") {
            waiter.abort();
            await until(() => pending().waiting === 0, "the waiter that left stops waiting");
            expect(await waiter.answer).toBe("aborted");
          }
          if (order === "renderer first" || order === "both") {
            renderer.abort();
            expect(await renderer.answer).toBe("aborted");
          }
          if (order === "renderer first") {
            // The waiter, still there, renders in the renderer's place.
            await until(slotsAre(1, 0), "the waiter takes over the render");
          }
          if (order === "both") await until(slotsAre(0, 0), "nothing left rendering for anyone");

          await letGo();
          const live = order === "waiter first" ? renderer : order === "renderer first" ? waiter : null;
          if (live) expect(await live.answer).toBe(target.status);
          await restore();
          await until(slotsAre(0, 0), "every slot released");
        } finally {
          await letGo();
          await restore();
        }
        expect(await answeredAtOnce(path)).toBe(target.statusAfter);
        // Its own render's slot too (freed once its answer is stored, just after it is sent).
        await until(slotsAre(0, 0), "the plain request's slot released");
      });
    }
  }

  it("are forgotten when the cache is emptied: the next request renders instead of waiting for the old render", async () => {
    await until(slotsAre(0, 0), "no render under way before the run");
    const path = `/resources?slots=${++run}`;
    const letGo = await holdDatabase([sql`lock table resources in access exclusive mode`]);
    let before: ReturnType<typeof request>, waiter: ReturnType<typeof request>, after: ReturnType<typeof request>;
    try {
      before = request(path);
      await until(slotsAre(1, 0), "the first request renders");
      waiter = request(path);
      await until(slotsAre(1, 1), "the second request waits for it");

      // What another process's broadcast does after a staff save.
      server.responseCache!.clear();
      expect(pending().rendering).toBe(0);
      after = request(path);
      await until(slotsAre(1, 1), "a request after the change renders anew, not waiting for the old render");
    } finally {
      await letGo();
    }
    expect([await before.answer, await waiter.answer, await after.answer]).toEqual([200, 200, 200]);
    await until(slotsAre(0, 0), "every slot released");
    expect(await answeredAtOnce(path)).toBe(200);
  });

  it("store nothing a render begun before the cache was emptied saw", async () => {
    await until(slotsAre(0, 0), "no render under way before the run");
    const path = `/resources?slots=${++run}`;
    const letGo = await holdDatabase([sql`lock table resources in access exclusive mode`]);
    let before: ReturnType<typeof request>;
    try {
      before = request(path);
      await until(slotsAre(1, 0), "the first request renders");
      server.responseCache!.clear();
    } finally {
      await letGo();
    }
    expect(await before.answer).toBe(200);
    await until(slotsAre(0, 0), "every slot released");
    const stored = (response: Response) => response.headers.get("content-security-policy")!.includes("'sha256-");
    const visit = () => server.request(path, { headers: { "User-Agent": BROWSER_USER_AGENT } });
    // Rendered again (not the old render's answer), and that render is stored.
    expect(stored(await visit())).toBe(false);
    await until(slotsAre(0, 0), "the new render stored");
    expect(stored(await visit())).toBe(true);
  });
});
