import { describe, expect, it } from "vitest";
import { pickActiveSection, sectionFromHash, sectionLink } from "./section-tabs";

const SECTIONS = ["specials", "package", "process", "payment", "benefits", "faq", "contact"] as const;

describe("sectionFromHash", () => {
  it("reads a known section with or without the #", () => {
    expect(sectionFromHash("#payment", SECTIONS)).toBe("payment");
    expect(sectionFromHash("faq", SECTIONS)).toBe("faq");
  });

  it("ignores an empty, unknown or malformed hash", () => {
    expect(sectionFromHash("", SECTIONS)).toBeNull();
    expect(sectionFromHash("#", SECTIONS)).toBeNull();
    expect(sectionFromHash("#main", SECTIONS)).toBeNull();
    expect(sectionFromHash("#%E0%A4%A", SECTIONS)).toBeNull();
  });
});

describe("pickActiveSection", () => {
  it("picks the first intersecting section in page order", () => {
    expect(pickActiveSection(SECTIONS, new Set(["faq", "process"]), null)).toBe("process");
  });

  it("keeps the previous section when none intersects", () => {
    expect(pickActiveSection(SECTIONS, new Set(), "payment")).toBe("payment");
    expect(pickActiveSection(SECTIONS, new Set(), null)).toBeNull();
  });

  it("ignores ids that are not sections", () => {
    expect(pickActiveSection(SECTIONS, new Set(["hero"]), "faq")).toBe("faq");
  });
});

describe("sectionLink", () => {
  it("joins origin, path and section", () => {
    expect(sectionLink("https://example.com", "/packages", "faq")).toBe("https://example.com/packages#faq");
    expect(sectionLink("http://localhost:3000/", "/packages", "contact")).toBe(
      "http://localhost:3000/packages#contact",
    );
  });
});
