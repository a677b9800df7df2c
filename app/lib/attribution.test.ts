import { describe, expect, it } from "vitest";
import { mergeTouch, parseAttributionCookie, serializeAttribution, touchFromRequest } from "./attribution";

const now = new Date("2026-11-22T10:00:00Z");

describe("touchFromRequest", () => {
  it("reads the five UTM parameters and the landing path", () => {
    const url = new URL(
      "https://pools.example.com/pools?utm_source=google&utm_medium=cpc&utm_campaign=winter&utm_term=fiberglass+pool&utm_content=ad1",
    );
    expect(touchFromRequest(url, null, now)).toEqual({
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "winter",
      utmTerm: "fiberglass pool",
      utmContent: "ad1",
      landingPath: "/pools",
      at: now.toISOString(),
    });
  });

  it("keeps an outside referrer but not our own pages", () => {
    const url = new URL("https://pools.example.com/");
    expect(touchFromRequest(url, "https://www.facebook.com/groups/x?y=1", now)).toMatchObject({
      referrer: "www.facebook.com/groups/x",
    });
    expect(touchFromRequest(url, "https://pools.example.com/pools", now)).toBeNull();
    expect(touchFromRequest(url, "javascript:alert(1)", now)).toBeNull();
    expect(touchFromRequest(url, "not a url", now)).toBeNull();
  });

  it("is null for a visit without UTM parameters or referrer", () => {
    expect(touchFromRequest(new URL("https://pools.example.com/pools?brand=Latham"), null, now)).toBeNull();
  });

  it("strips control characters and caps lengths", () => {
    const url = new URL(`https://x.com/?utm_source=${encodeURIComponent("a\u0000b")}&utm_campaign=${"c".repeat(500)}`);
    const touch = touchFromRequest(url, null, now)!;
    expect(touch.utmSource).toBe("ab");
    expect(touch.utmCampaign).toHaveLength(200);
  });
});

describe("attribution cookie", () => {
  it("counts a cookie with characters this site never writes as tampered with", () => {
    for (const value of ["a\u0000b", "a\ud800b"]) {
      const cookie = encodeURIComponent(JSON.stringify({ first: { at: "x", utmSource: value }, last: { at: "y" } }));
      expect(parseAttributionCookie(cookie)).toBeNull();
    }
  });

  const first = { utmSource: "google", at: "2026-11-01T00:00:00.000Z", landingPath: "/" };
  const last = { utmSource: "newsletter", at: "2026-11-20T00:00:00.000Z", landingPath: "/packages" };

  it("keeps the first touch and replaces the last", () => {
    const a = mergeTouch(null, first);
    expect(a).toEqual({ first, last: first });
    expect(mergeTouch(a, last)).toEqual({ first, last });
    expect(mergeTouch(a, null)).toBe(a);
  });

  it("round-trips and rejects anything malformed", () => {
    const value = serializeAttribution({ first, last });
    expect(parseAttributionCookie(value)).toEqual({ first, last });
    for (const bad of ["", "not json", "%7B%7D", encodeURIComponent('{"first":1,"last":2}'), "x".repeat(5000)]) {
      expect(parseAttributionCookie(bad)).toBeNull();
    }
    const injected = encodeURIComponent(JSON.stringify({ first: { ...first, evil: { nested: true } }, last }));
    expect(parseAttributionCookie(injected)).toBeNull();
  });
});
