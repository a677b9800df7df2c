import { describe, expect, it } from "vitest";
import { fill, placeholdersOf, plural } from "./translate";

describe("texts with values", () => {
  it("fills placeholders and leaves an unknown one visible", () => {
    expect(fill("Llámenos al {phone}", { phone: "(352) 555-0100" })).toBe("Llámenos al (352) 555-0100");
    expect(fill("{count} de {total}", { count: 2 })).toBe("2 de {total}");
    expect(placeholdersOf("{a} y {b}, {a}")).toEqual(["a", "b", "a"]);
  });

  it("chooses the singular for exactly one", () => {
    const pools = { one: "{count} piscina", other: "{count} piscinas" };
    expect(plural("es", 1, pools)).toBe("1 piscina");
    expect(plural("es", 0, pools)).toBe("0 piscinas");
    expect(plural("es", 2, pools)).toBe("2 piscinas");
  });

  it("agrees with Intl.PluralRules for both languages", () => {
    for (const locale of ["en-US", "es-US"]) {
      const rules = new Intl.PluralRules(locale);
      for (const count of [0, 1, 2, 5, 21, 100, 1.5]) {
        expect(rules.select(count) === "one").toBe(count === 1);
      }
    }
  });
});
