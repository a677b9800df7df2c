import { describe, expect, it } from "vitest";
import { chosenLanguage, languageCookie, offersTwin } from "./language-choice";

describe("the remembered choice of language", () => {
  it("is a first-party cookie for a year, sent on every page of the site, not on cross-site posts", () => {
    expect(languageCookie("es", false)).toBe("ffp_lang=es; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(languageCookie("en", true)).toBe("ffp_lang=en; Max-Age=31536000; Path=/; SameSite=Lax; Secure");
  });

  it("is read back among other cookies, and anything else in it is ignored", () => {
    expect(chosenLanguage("ffp_attribution=abc; ffp_lang=es")).toBe("es");
    expect(chosenLanguage("ffp_lang=en")).toBe("en");
    expect(chosenLanguage("ffp_lang=fr; other=1")).toBeUndefined();
    expect(chosenLanguage("my_ffp_lang=es")).toBeUndefined();
    expect(chosenLanguage("")).toBeUndefined();
  });

  it("offers the twin only to a visitor who chose the other language", () => {
    expect(offersTwin("en", "ffp_lang=es")).toBe(true);
    expect(offersTwin("es", "ffp_lang=en")).toBe(true);
    expect(offersTwin("en", "ffp_lang=en")).toBe(false);
    expect(offersTwin("es", "ffp_lang=es")).toBe(false);
    expect(offersTwin("en", "")).toBe(false);
  });
});
