import { describe, expect, it } from "vitest";
import {
  mergeTouch,
  parseAttributionCookie,
  serializeAttribution,
  touchFromRequest,
  withoutAttributionParams,
} from "./attribution";

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

  it("reads the ad platforms' click ids", () => {
    const url = new URL(
      "https://pools.example.com/fiberglass-pools-ocala?gclid=Cj0K&gbraid=0AAA&wbraid=CkA&fbclid=IwAR&msclkid=9f8e",
    );
    expect(touchFromRequest(url, null, now)).toEqual({
      gclid: "Cj0K",
      gbraid: "0AAA",
      wbraid: "CkA",
      fbclid: "IwAR",
      msclkid: "9f8e",
      landingPath: "/fiberglass-pools-ocala",
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

describe("withoutAttributionParams", () => {
  it("drops the UTM parameters and click ids and keeps every other parameter as it was", () => {
    expect(withoutAttributionParams("/pools?utm_source=google&brand=Latham&gclid=x&view=list")).toBe(
      "/pools?brand=Latham&view=list",
    );
    expect(withoutAttributionParams("/fiberglass-pools-ocala?utm_source=google&utm_medium=cpc&fbclid=1")).toBe(
      "/fiberglass-pools-ocala",
    );
    expect(withoutAttributionParams("?utm_campaign=spring&q=a%20b")).toBe("?q=a%20b");
    expect(withoutAttributionParams("?msclkid=1")).toBe("");
    expect(withoutAttributionParams("/pools")).toBe("/pools");
    // Only whole names: a parameter that merely starts alike is the page's own.
    expect(withoutAttributionParams("/x?utm_sourcex=1&gclid_note=2")).toBe("/x?utm_sourcex=1&gclid_note=2");
  });
});

describe("cookie size", () => {
  it("stays under the browsers' limit by giving up the first touch's click ids, then the first touch", () => {
    const long = "x".repeat(200);
    const touch = (at: string) => ({
      utmSource: long,
      utmMedium: long,
      utmCampaign: long,
      utmTerm: long,
      utmContent: long,
      gclid: long,
      gbraid: long,
      wbraid: long,
      fbclid: long,
      msclkid: long,
      landingPath: "/",
      at,
    });
    const first = touch("2026-11-01T00:00:00.000Z");
    const last = touch("2026-11-20T00:00:00.000Z");
    const value = serializeAttribution({ first, last });
    expect(value.length).toBeLessThanOrEqual(3_800);
    const parsed = parseAttributionCookie(value)!;
    expect(parsed.last).toEqual(last);
    expect(parsed.first.gclid).toBeUndefined();
    expect(parsed.first.at).toBe(first.at);
    // A short pair is kept whole.
    const short = { first: { gclid: "a", at: first.at }, last: { fbclid: "b", at: last.at } };
    expect(parseAttributionCookie(serializeAttribution(short))).toEqual(short);
  });
});
