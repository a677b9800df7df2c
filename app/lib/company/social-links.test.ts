import { describe, expect, it } from "vitest";
import { socialLinksToShow } from "./social-links";
import { isSocialPageUrl } from "./social-page-rules";

describe("social links", () => {
  it("accepts a page of the network's own domain only", () => {
    expect(isSocialPageUrl("https://www.facebook.com/floridapools", ["facebook.com"])).toBe(true);
    expect(isSocialPageUrl("https://m.facebook.com/floridapools/", ["facebook.com"])).toBe(true);
    expect(isSocialPageUrl("https://twitter.com/floridapools", ["x.com", "twitter.com"])).toBe(true);
    expect(isSocialPageUrl("https://www.facebook.com/", ["facebook.com"])).toBe(false);
    expect(isSocialPageUrl("http://www.facebook.com/floridapools", ["facebook.com"])).toBe(false);
    expect(isSocialPageUrl("https://facebook.com.evil.example/page", ["facebook.com"])).toBe(false);
    expect(isSocialPageUrl("https://notfacebook.com/page", ["facebook.com"])).toBe(false);
    expect(isSocialPageUrl("https://user:pw@facebook.com/page", ["facebook.com"])).toBe(false);
  });

  it("shows the networks with an address, in a fixed order", () => {
    expect(
      socialLinksToShow({ youtube: "https://www.youtube.com/@pools", facebook: "https://www.facebook.com/pools" }),
    ).toEqual([
      { name: "Facebook", href: "https://www.facebook.com/pools" },
      { name: "YouTube", href: "https://www.youtube.com/@pools" },
    ]);
    expect(socialLinksToShow({})).toEqual([]);
  });
});
