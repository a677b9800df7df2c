import { describe, expect, it } from "vitest";
import { issueBookingToken } from "~/lib/consultations/consultation-links.server";
import { PROJECT_LINK_TTL_MS, issueProjectToken, projectLinkOpens, readProjectToken } from "./project-link.server";

const SECRET = "a-test-secret-of-some-length-for-signing";
const project = { id: 12, linkVersion: 3, linkRevokedAt: null };

describe("the project link", () => {
  it("opens its project at its version, and nothing else", () => {
    const claim = readProjectToken(issueProjectToken(project, SECRET), SECRET)!;
    expect(claim).toEqual({ projectId: 12, linkVersion: 3 });
    expect(projectLinkOpens(claim, project)).toBe(true);
    expect(projectLinkOpens(claim, { ...project, linkVersion: 4 })).toBe(false);
    expect(projectLinkOpens(claim, { ...project, id: 13 })).toBe(false);
    expect(projectLinkOpens(claim, { ...project, linkRevokedAt: new Date() })).toBe(false);
    expect(projectLinkOpens(claim, undefined)).toBe(false);
  });

  it("refuses a forged, altered, foreign or expired token", () => {
    const token = issueProjectToken(project, SECRET);
    expect(readProjectToken(token, "another-secret-another-secret-another")).toBeNull();
    expect(readProjectToken(token.replace(/^12\./, "13."), SECRET)).toBeNull();
    expect(readProjectToken(`${token}x`, SECRET)).toBeNull();
    expect(readProjectToken("12.3.9999999999.abc", SECRET)).toBeNull();
    expect(readProjectToken(42, SECRET)).toBeNull();
    const booking = issueBookingToken({ id: 12, tokenVersion: 3, slotEnd: new Date(Date.now() + 1e9) }, SECRET);
    expect(readProjectToken(booking, SECRET)).toBeNull();
    const issued = new Date("2026-01-01T00:00:00Z");
    const old = issueProjectToken(project, SECRET, issued);
    expect(readProjectToken(old, SECRET, new Date(issued.getTime() + PROJECT_LINK_TTL_MS - 1000))).not.toBeNull();
    expect(readProjectToken(old, SECRET, new Date(issued.getTime() + PROJECT_LINK_TTL_MS + 1000))).toBeNull();
  });
});
