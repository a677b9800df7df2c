import { describe, expect, it } from "vitest";
import { localeFromPath, localizedPath, pathWithoutLocale, twinPath } from "./locale";

describe("the language of an address", () => {
  it("is Spanish under /es and English elsewhere", () => {
    expect(localeFromPath("/es")).toBe("es");
    expect(localeFromPath("/es/")).toBe("es");
    expect(localeFromPath("/es/pools")).toBe("es");
    expect(localeFromPath("/es.data")).toBe("es");
    expect(localeFromPath("/es/pools.data")).toBe("es");
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("/pools")).toBe("en");
    // A landing page whose name starts with "es" is English.
    expect(localeFromPath("/estimate")).toBe("en");
    expect(localeFromPath("/escondido-pools")).toBe("en");
  });
});

describe("an address in a language", () => {
  it("puts /es before a public page and keeps its query and hash", () => {
    expect(localizedPath("es", "/")).toBe("/es");
    expect(localizedPath("es", "/?utm_source=x")).toBe("/es?utm_source=x");
    expect(localizedPath("es", "/pools?shape=Freeform&view=list")).toBe("/es/pools?shape=Freeform&view=list");
    expect(localizedPath("es", "/pool-detail/8#colors")).toBe("/es/pool-detail/8#colors");
    expect(localizedPath("es", "/es/pools")).toBe("/es/pools");
  });

  it("takes /es off for English", () => {
    expect(localizedPath("en", "/es/pools?x=1")).toBe("/pools?x=1");
    expect(localizedPath("en", "/es")).toBe("/");
    expect(localizedPath("en", "/pools")).toBe("/pools");
    expect(pathWithoutLocale("/es?x=1")).toBe("/?x=1");
  });

  it("leaves alone what exists in one language only", () => {
    for (const path of [
      "https://example.com/pools",
      "//example.com/x",
      "#main",
      "tel:+18005550100",
      "/admin/leads/4",
      "/admin-login",
      "/api/pools",
      "/images/pools/a.webp",
      "/sitemap.xml",
      "/consultation/abc/calendar.ics",
      "/downloads/installation-checklist.pdf",
    ]) {
      expect(localizedPath("es", path)).toBe(path);
    }
  });

  it("switches a page to its twin", () => {
    expect(twinPath("/pools?shape=Freeform")).toBe("/es/pools?shape=Freeform");
    expect(twinPath("/es/pools?shape=Freeform")).toBe("/pools?shape=Freeform");
    expect(twinPath("/")).toBe("/es");
    expect(twinPath("/es")).toBe("/");
  });
});
