import { describe, expect, it } from "vitest";
import { issueBookingToken } from "~/lib/consultations/consultation-links.server";
import { notFoundLogPath } from "~/lib/content/landing-addresses";
import { SECRET_ROUTE_PATHS, isSecretPath, loggedPath } from "./logged-path";

const TOKEN = issueBookingToken(
  { id: 41, tokenVersion: 2, slotEnd: new Date("2031-03-04T15:00:00Z") },
  "unit-test-secret-unit-test-secret-unit",
);

describe("the logged form of a path", () => {
  it("knows every route whose address carries a token", () => {
    expect([...SECRET_ROUTE_PATHS].sort()).toEqual([
      "consultation/:token",
      "consultation/:token/calendar.ics",
      "newsletter/confirm/:token",
      "newsletter/unsubscribe/:token",
      "project/:token",
      "project/:token/documents/:documentId",
    ]);
  });

  it.each([
    [`/consultation/${TOKEN}`, "/consultation/:token"],
    [`/consultation/${TOKEN}/`, "/consultation/:token"],
    [`/consultation/${TOKEN}.data`, "/consultation/:token.data"],
    [`/consultation/${TOKEN}/calendar.ics`, "/consultation/:token/calendar.ics"],
    ["/newsletter/unsubscribe/7.c2lnbmVkLXRva2Vu", "/newsletter/unsubscribe/:token"],
    ["/newsletter/confirm/7.1900000000.c2lnbmVk", "/newsletter/confirm/:token"],
    [`/Consultation/${TOKEN}`, "/consultation/:token"],
    [`/%63onsultation/${TOKEN}`, "/consultation/:token"],
    [`/consultation//${TOKEN}`, "/consultation/:token"],
    [`/consultation/${TOKEN}/calendar.ics/more`, "/consultation/:token/calendar.ics/*"],
    [`/consultation/${TOKEN}/anything`, "/consultation/:token/*"],
    ["/consultation/made-up-token", "/consultation/:token"],
    [`/es/consultation/${TOKEN}`, "/es/consultation/:token"],
    [`/ES/consultation/${TOKEN}.data`, "/es/consultation/:token.data"],
    ["/project/12.3.1900000000.c2lnbmVk", "/project/:token"],
    ["/es/project/12.3.1900000000.c2lnbmVk", "/es/project/:token"],
    ["/project/12.3.1900000000.c2lnbmVk/documents/7", "/project/:token/documents/:documentId"],
    ["/es/project/12.3.1900000000.c2lnbmVk/documents/7", "/es/project/:token/documents/:documentId"],
  ])("writes %s as its route pattern", (path, logged) => {
    expect(loggedPath(path)).toBe(logged);
    expect(loggedPath(path)).not.toContain(TOKEN);
    expect(isSecretPath(path)).toBe(true);
  });

  it.each([
    "/",
    "/pools",
    "/consultation/book",
    "/consultation/book.data",
    "/es/consultation/book",
    "/project",
    "/es/project",
    "/consultation/",
    "/api/consultations",
    "/admin/consultations",
    "/pool-services-tampa-fl",
    "/assets/entry-abc.js",
  ])("leaves %s as it is", (path) => {
    expect(loggedPath(path)).toBe(path);
    expect(isSecretPath(path)).toBe(false);
  });

  it("keeps a 404 below a token out of the 404 log, and still counts other 404s", () => {
    expect(notFoundLogPath(`/consultation/${TOKEN}/extra`)).toBeNull();
    expect(notFoundLogPath("/old-pool-page.html")).toBe("/old-pool-page.html");
  });
});
