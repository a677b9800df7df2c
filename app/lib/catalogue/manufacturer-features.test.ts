import { describe, expect, it } from "vitest";
import {
  featureIconKey,
  manufacturerMark,
  moreFeaturesLabel,
  parseManufacturerDescription,
} from "./manufacturer-features";

describe("parseManufacturerDescription", () => {
  it("takes the first line as the summary and each 'Title - detail' line as a feature", () => {
    const parsed = parseManufacturerDescription(
      "Shells built in Florida since 1958.\nLaminate laid by hand - Five layers per shell.\n\n  Thick gel coat finish - 32-mil gel coat.  \nA closing note without a dash",
    );
    expect(parsed.summary).toBe("Shells built in Florida since 1958.");
    expect(parsed.features).toEqual([
      { title: "Laminate laid by hand", detail: "Five layers per shell." },
      { title: "Thick gel coat finish", detail: "32-mil gel coat." },
    ]);
  });

  it("splits at the first ' - ' only, so details may contain dashes", () => {
    const { features } = parseManufacturerDescription("Intro\nSizes - 8 - 14 ft plunge to 40 ft");
    expect(features).toEqual([{ title: "Sizes", detail: "8 - 14 ft plunge to 40 ft" }]);
  });

  it("does not split hyphenated words", () => {
    const { summary, features } = parseManufacturerDescription("One-piece marine-grade shells");
    expect(summary).toBe("One-piece marine-grade shells");
    expect(features).toEqual([]);
  });

  it("treats a first line that is a feature as a feature, with no summary", () => {
    const parsed = parseManufacturerDescription("Fast installation - 1-2 days\r\nBudget friendly - From $1,899");
    expect(parsed.summary).toBeNull();
    expect(parsed.features.map((f) => f.title)).toEqual(["Fast installation", "Budget friendly"]);
  });

  it("handles missing descriptions", () => {
    expect(parseManufacturerDescription(null)).toEqual({ summary: null, features: [] });
    expect(parseManufacturerDescription("   \n ")).toEqual({ summary: null, features: [] });
  });
});

describe("featureIconKey", () => {
  it.each([
    ["Series warranties", "warranty"],
    ["Local dealer installation", "local"],
    ["Fast installation", "speed"],
    ["Budget friendly pricing", "price"],
    ["Thick gel coat finish", "finish"],
    ["Seating on every model", "comfort"],
    ["Matching spas and ledges", "comfort"],
    ["Laminate laid by hand", "craft"],
    ["Resin and steel walls", "craft"],
    ["Growing production", "factory"],
    ["Broad fiberglass catalog", "range"],
    ["Size families", "range"],
    ["Something else entirely", "default"],
  ] as const)("%s → %s", (title, key) => {
    expect(featureIconKey(title)).toBe(key);
  });

  it("ignores case", () => {
    expect(featureIconKey("LIFETIME WARRANTY")).toBe("warranty");
  });
});

describe("moreFeaturesLabel", () => {
  const english = {
    more: { one: "Show {count} More Feature", other: "Show {count} More Features" },
    less: "Show Less",
  };
  const spanish = { more: { one: "Ver {count} ventaja más", other: "Ver {count} ventajas más" }, less: "Ver menos" };

  it("counts the hidden features and turns into Show Less when open", () => {
    expect(moreFeaturesLabel("en", 2, false, english)).toBe("Show 2 More Features");
    expect(moreFeaturesLabel("en", 1, false, english)).toBe("Show 1 More Feature");
    expect(moreFeaturesLabel("en", 2, true, english)).toBe("Show Less");
  });

  it("says it in the page's language", () => {
    expect(moreFeaturesLabel("es", 1, false, spanish)).toBe("Ver 1 ventaja más");
    expect(moreFeaturesLabel("es", 2, false, spanish)).toBe("Ver 2 ventajas más");
    expect(moreFeaturesLabel("es", 2, true, spanish)).toBe("Ver menos");
  });
});

describe("manufacturerMark", () => {
  it("uses an image logo: site path, http address or data image", () => {
    expect(manufacturerMark("/images/brands/latham.svg", "🌊")).toEqual({
      kind: "image",
      src: "/images/brands/latham.svg",
    });
    expect(manufacturerMark("https://cdn.example.com/logo.png")).toEqual({
      kind: "image",
      src: "https://cdn.example.com/logo.png",
    });
    expect(manufacturerMark("data:image/png;base64,AAAA").kind).toBe("image");
  });

  it("falls back to the icon logo when the logo is not an image", () => {
    expect(manufacturerMark("🏊", "/assets/sj.svg")).toEqual({ kind: "image", src: "/assets/sj.svg" });
    expect(manufacturerMark("🏊", null)).toEqual({ kind: "text", text: "🏊" });
    expect(manufacturerMark(null, "☀️")).toEqual({ kind: "text", text: "☀️" });
  });

  it("rejects protocol-relative and script addresses as images", () => {
    expect(manufacturerMark("//evil.example/x.svg")).toEqual({ kind: "text", text: "//evil.example/x.svg" });
    expect(manufacturerMark("javascript:alert(1)").kind).toBe("text");
    expect(manufacturerMark("", "  ")).toEqual({ kind: "none" });
  });
});
