// Server side of the homeowner's project page: which project a link opens (a forged, expired or revoked link opens
// none, and is answered exactly like an unknown one), the limits on what an anonymous visitor can make the site
// send (messages to the office, "E-mail me my link"), and the headers that keep the page private.
import { createHash } from "node:crypto";
import type { Database } from "#db/index.server.ts";
import type { AppConfig } from "~/context";
import { projectLinkOpens, readProjectToken } from "~/lib/projects/project-link.server";
import { addProjectMessage } from "~/models/project-messages.server";
import { queueProjectLink, queueProjectMessage } from "~/models/project-notices.server";
import { type ProjectRow, findProject, loadProjectView, projectsWithEmail } from "~/models/projects.server";
import { consumeRateLimits } from "~/models/rate-limits.server";
import { addressKey } from "~/services/leads/lead-intake.server";

/**
 * The page and its documents carry a signed link in their address: never stored by any cache (the response cache
 * skips private and no-store answers), never indexed, and other sites get the origin at most, never the path.
 */
export const PROJECT_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "strict-origin",
} as const;

/** The project a link opens as it stands, or null for any link that does not (forged, expired, revoked, old). */
export async function projectOfLink(db: Database, secret: string, token: string): Promise<ProjectRow | null> {
  const claim = readProjectToken(token, secret);
  if (!claim) return null;
  const project = await findProject(db, claim.projectId);
  return project && projectLinkOpens(claim, project) ? project : null;
}

/** Everything the page shows of the project a link opens, or null. */
export async function projectViewOfLink(db: Database, secret: string, token: string) {
  const project = await projectOfLink(db, secret, token);
  return project ? ((await loadProjectView(db, project)) ?? null) : null;
}

/**
 * A homeowner writes a few messages about their project on a busy day; each one e-mails the office and pushes to
 * the rep, so more than this from one project in a day is not a person.
 */
export const PROJECT_MESSAGES_PER_DAY = 20;
/** Messages from one address in an hour, whatever the project: a leaked link cannot be used as a mail cannon. */
export const PROJECT_MESSAGES_PER_ADDRESS_HOUR = 30;
/** "E-mail me my link" from one address in an hour: a person asks once or twice. */
export const PROJECT_LINK_REQUESTS_PER_ADDRESS_HOUR = 10;
/** Link e-mails to one address in a day: more would only fill the homeowner's inbox. */
export const PROJECT_LINK_EMAILS_PER_DAY = 3;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type LimitConfig = Pick<AppConfig, "sessionSecret">;

async function secondsToWait(db: Database, events: Parameters<typeof consumeRateLimits>[1]): Promise<number | null> {
  const over = (await consumeRateLimits(db, events)).filter((result) => !result.allowed);
  return over.length ? Math.max(...over.map((result) => result.retryAfterSeconds)) : null;
}

/**
 * Stores the homeowner's message and queues its e-mail to the office, within the project's and the address's
 * limits. The seconds to wait when over a limit (nothing stored), else null.
 */
export async function sendHomeownerMessage(
  db: Database,
  config: LimitConfig,
  clientIp: string,
  project: { id: number; leadId: number },
  body: string,
): Promise<number | null> {
  const wait = await secondsToWait(db, [
    { key: `project-message:${project.id}`, limit: PROJECT_MESSAGES_PER_DAY, windowMs: DAY_MS },
    {
      key: `project-message-address:${addressKey(clientIp, config.sessionSecret)}`,
      limit: PROJECT_MESSAGES_PER_ADDRESS_HOUR,
      windowMs: HOUR_MS,
    },
  ]);
  if (wait !== null) return wait;
  await db.transaction(async (tx) => {
    const message = await addProjectMessage(tx, {
      projectId: project.id,
      author: "homeowner",
      staffUserId: null,
      body,
    });
    await queueProjectMessage(tx, project, { id: message.id, author: "homeowner" });
  });
  return null;
}

/** A counter key for an e-mail address that does not store the address. */
const emailKey = (email: string, secret: string) =>
  createHash("sha256").update(`${secret}:${email.trim().toLowerCase()}`).digest("base64url").slice(0, 32);

/**
 * "E-mail me this link" on an open project page: the link goes to the address on the lead (never one typed here),
 * at most PROJECT_LINK_EMAILS_PER_DAY a day, counted with the requests for the same address from the dead-link
 * form. Whether it was queued: over the limit, nothing is sent and the page says the same (a reload is harmless).
 */
export async function emailProjectLinkAgain(
  db: Database,
  config: LimitConfig,
  project: { id: number; leadId: number },
  email: string,
): Promise<void> {
  const wait = await secondsToWait(db, [
    {
      key: `project-link-email:${emailKey(email, config.sessionSecret)}`,
      limit: PROJECT_LINK_EMAILS_PER_DAY,
      windowMs: DAY_MS,
    },
  ]);
  if (wait === null) await queueProjectLink(db, project, "requested");
}

/**
 * "E-mail me my link": queues the link e-mail of each open project whose homeowner gave this address. The answer
 * never says whether there was one: the seconds to wait when the address asked too often (counted whatever the
 * e-mail), else null. The per-address-of-e-mail limit is kept silently, so a stranger cannot tell a homeowner's
 * address from any other by the answer.
 */
export async function requestProjectLink(
  db: Database,
  config: LimitConfig,
  clientIp: string,
  email: string,
): Promise<number | null> {
  const wait = await secondsToWait(db, [
    {
      key: `project-link:${addressKey(clientIp, config.sessionSecret)}`,
      limit: PROJECT_LINK_REQUESTS_PER_ADDRESS_HOUR,
      windowMs: HOUR_MS,
    },
  ]);
  if (wait !== null) return wait;
  const projects = await projectsWithEmail(db, email);
  if (projects.length === 0) return null;
  const perEmail = {
    key: `project-link-email:${emailKey(email, config.sessionSecret)}`,
    limit: PROJECT_LINK_EMAILS_PER_DAY,
    windowMs: DAY_MS,
  };
  if ((await secondsToWait(db, [perEmail])) !== null) return null;
  for (const project of projects) await queueProjectLink(db, project, "requested");
  return null;
}
