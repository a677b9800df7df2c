// The homeowner's link to their project page, no account needed: "<project id>.<link version>.<expiry>.<signature>",
// HMAC-SHA256 with the server's SESSION_SECRET under its own kind, so no other signed token passes for it. The
// version is what revoking changes (every earlier link dies); the expiry keeps a forwarded or leaked old e-mail
// from opening the project for ever, and every e-mail the project sends carries a fresh link.
import { signPayload, signatureMatches, splitSignedNumbers } from "~/lib/http/signed-numbers.server";

const KIND = "project";

/** A link is good this long after the e-mail that carried it (each update e-mail renews it). */
export const PROJECT_LINK_TTL_MS = 365 * 24 * 60 * 60 * 1000;

export interface ProjectLinkClaim {
  projectId: number;
  linkVersion: number;
}

export function issueProjectToken(
  project: { id: number; linkVersion: number },
  secret: string,
  now = new Date(),
): string {
  const expires = Math.floor((now.getTime() + PROJECT_LINK_TTL_MS) / 1000);
  const payload = `${project.id}.${project.linkVersion}.${expires}`;
  return `${payload}.${signPayload(KIND, payload, secret)}`;
}

/** What a project token claims, if we signed it and it has not expired; the caller compares it with the project. */
export function readProjectToken(token: unknown, secret: string, now = new Date()): ProjectLinkClaim | null {
  const parsed = splitSignedNumbers(token, 3);
  if (!parsed || !signatureMatches(signPayload(KIND, parsed.payload, secret), parsed.signature)) return null;
  const [projectId, linkVersion, expires] = parsed.numbers as [number, number, number];
  return expires * 1000 > now.getTime() ? { projectId, linkVersion } : null;
}

/** Whether a claim opens the project as stored: the same project, its current version, the link not revoked. */
export function projectLinkOpens(
  claim: ProjectLinkClaim,
  project: { id: number; linkVersion: number; linkRevokedAt: Date | null } | undefined,
): boolean {
  return (
    project !== undefined &&
    project.id === claim.projectId &&
    project.linkVersion === claim.linkVersion &&
    project.linkRevokedAt === null
  );
}
