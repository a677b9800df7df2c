// A consultation's signed link is a password (it opens the visitor's .ics with name and e-mail, and
// cancels or moves the booking): no log line may carry it. Requests go to a server of their own whose
// logger keeps every line, through the same request handling as production (response cache included).
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notFoundPaths } from "#db/schema/index.ts";
import { issueBookingToken } from "~/lib/consultations/consultation-links.server";
import { bookConsultation, listFreeSlots } from "~/models/consultations.server";
import { estimatePayload } from "../support/lead-payloads.ts";
import { type ExtraApp, TEST_SESSION_SECRET, getTestApp, startAppWith } from "../setup/test-app.ts";
import { BROWSER_USER_AGENT, postJson } from "../support/http.ts";
import { captureLogs } from "../support/logs.ts";

const OFFICE = "orlando";
const log = captureLogs();
let app: ExtraApp;

beforeAll(async () => {
  app = await startAppWith({ logger: log.logger, responseCacheMs: 30_000 });
});

afterAll(async () => {
  await app.close();
});

/** A booked consultation and its signed link's token. */
async function bookedConsultation() {
  const { db } = await getTestApp();
  const lead = (await (await postJson("/api/estimates", estimatePayload())).json()) as { id: number };
  const [slot] = await listFreeSlots(db, OFFICE);
  const result = await bookConsultation(db, { leadId: lead.id, officeId: OFFICE, start: slot!.start });
  if (!result.ok) throw new Error(result.message);
  return issueBookingToken(result.booking, TEST_SESSION_SECRET);
}

/** A browser's request, read to the end: the access log writes its line once the answer is sent. */
async function browse(path: string, init: RequestInit = {}) {
  const response = await app.request(path, { ...init, headers: { "User-Agent": BROWSER_USER_AGENT, ...init.headers } });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body };
}

function postForm(path: string, fields: Record<string, string>) {
  return browse(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

describe("signed consultation links in the logs", () => {
  it("logs the route pattern of the page, its .ics, a move and a cancel, never the token", async () => {
    const token = await bookedConsultation();
    const page = await browse(`/consultation/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Your Free Consultation");
    const ics = await browse(`/consultation/${token}/calendar.ics`);
    expect(ics.status).toBe(200);
    expect(ics.body).toContain("BEGIN:VEVENT");

    const { db } = await getTestApp();
    const [, later] = await listFreeSlots(db, OFFICE);
    const moved = await postForm(`/consultation/${token}`, {
      intent: "move",
      office: OFFICE,
      start: later!.start.toISOString(),
    });
    expect(moved.status).toBe(302);
    const movedToken = /^\/consultation\/([^/?]+)/.exec(moved.headers.get("location") ?? "")?.[1];
    expect(movedToken).toBeTruthy();
    expect(movedToken).not.toBe(token);
    // The old link died with the move; asking for it is logged the same way.
    expect((await browse(`/consultation/${token}`)).status).toBe(410);
    const cancelled = await postForm(`/consultation/${movedToken}`, { intent: "cancel" });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toContain("cancelled");
    // Below the token: a 404, neither logged with the token nor kept in the 404 log.
    expect((await browse(`/consultation/${movedToken}/extra`)).status).toBe(404);

    const text = log.text();
    for (const secret of [token, movedToken!]) {
      expect(text).not.toContain(secret);
      // Nor any long piece of it (the signature alone opens nothing, but is not meant to be read either).
      expect(text).not.toContain(secret.split(".").at(-1)!);
    }
    const requests = log.lines.filter((line) => line.msg === "request");
    const logged = requests.map((line) => `${String(line.method)} ${String(line.path)} ${String(line.status)}`);
    expect(logged).toEqual(
      expect.arrayContaining([
        "GET /consultation/:token 200",
        "GET /consultation/:token/calendar.ics 200",
        "POST /consultation/:token 302",
        "GET /consultation/:token 410",
        "POST /consultation/:token 200",
        "GET /consultation/:token/* 404",
      ]),
    );
    const kept = await db.select().from(notFoundPaths).where(like(notFoundPaths.path, "/consultation/%"));
    expect(kept.filter((row) => row.path.includes(movedToken!.toLowerCase()))).toEqual([]);
  });

  it("still logs other paths as they are", async () => {
    expect((await browse("/consultation/book")).status).toBe(403);
    expect((await browse("/no-such-page-for-the-log-test")).status).toBe(404);
    const paths = log.lines.map((line) => line.path);
    expect(paths).toContain("/consultation/book");
    expect(paths).toContain("/no-such-page-for-the-log-test");
    const { db } = await getTestApp();
    const [counted] = await db
      .select()
      .from(notFoundPaths)
      .where(eq(notFoundPaths.path, "/no-such-page-for-the-log-test"));
    expect(counted).toBeTruthy();
  });
});
