import { describe, expect, it } from "vitest";
import { DESIGN_MAX_ADD_ONS, designHref, designQuery, parseDesignQuery } from "./design-address";

const parse = (query: string) => parseDesignQuery(new URLSearchParams(query));

describe("parseDesignQuery", () => {
  it("reads the compact form: pool, colour and add-ons with or without counts", () => {
    expect(parse("poolId=12&color=Tropical+Blue&addons=heat-pump,led-lights:4,paver-deck:600")).toEqual({
      design: {
        poolId: 12,
        color: "Tropical Blue",
        addOns: [{ key: "heat-pump" }, { key: "led-lights", quantity: 4 }, { key: "paver-deck", quantity: 600 }],
      },
      ignored: [],
    });
  });

  it("reads the no-script form: a checkbox per add-on and its count field", () => {
    expect(parse("poolId=7&addon=salt-system&addon=led-lights&qty-led-lights=3&qty-fence=90").design).toEqual({
      poolId: 7,
      color: null,
      addOns: [{ key: "salt-system" }, { key: "led-lights", quantity: 3 }],
    });
    // An empty count field means the starting quantity.
    expect(parse("addon=fence&qty-fence=").design.addOns).toEqual([{ key: "fence" }]);
  });

  it("keeps odd counts for priceDesign to correct: -3, a fraction, something unreadable", () => {
    const { design } = parse("addons=led-lights:-3,paver-deck:450.5,fence:abc,fence:");
    expect(design.addOns[0]).toEqual({ key: "led-lights", quantity: -3 });
    expect(design.addOns[1]).toEqual({ key: "paver-deck", quantity: 450.5 });
    expect(design.addOns[2]!.quantity).toBeNaN();
    expect(design.addOns[3]!.quantity).toBeNaN();
  });

  it("keeps repeated keys (priceDesign counts them once), lowercases keys and skips empty tokens", () => {
    expect(parse("addons=Heat-Pump,,heat-pump%20,").design.addOns).toEqual([
      { key: "heat-pump" },
      { key: "heat-pump" },
    ]);
  });

  it("ignores what cannot be read and says so, without throwing", () => {
    const result = parse(
      "poolId=abc&color=%00x&addons=%3Cscript%3E,ok-key,a--b,-x,toolong-" + "x".repeat(60) + "&addon=%22%3E",
    );
    expect(result.design).toEqual({ poolId: null, color: null, addOns: [{ key: "ok-key" }] });
    expect(result.ignored).toEqual([
      "poolId=abc",
      "color",
      "<script>",
      "a--b",
      "-x",
      `toolong-${"x".repeat(60)}`,
      '">',
    ]);
    for (const bad of ["poolId=0", "poolId=-2", "poolId=1.5", "poolId=9999999999"]) {
      expect(parse(bad).design.poolId, bad).toBeNull();
    }
    expect(parse("").design).toEqual({ poolId: null, color: null, addOns: [] });
    expect(parse("color=" + "x".repeat(101)).design.color).toBeNull();
  });

  it(`reads at most ${DESIGN_MAX_ADD_ONS} add-ons`, () => {
    const keys = Array.from({ length: DESIGN_MAX_ADD_ONS + 3 }, (_, i) => `k${i}`);
    const result = parse(`addons=${keys.join(",")}`);
    expect(result.design.addOns).toHaveLength(DESIGN_MAX_ADD_ONS);
    expect(result.ignored).toEqual(keys.slice(DESIGN_MAX_ADD_ONS));
  });
});

describe("designQuery and designHref", () => {
  it("writes the compact form with readable commas and colons", () => {
    const design = {
      poolId: 12,
      color: "Tropical Blue",
      addOns: [{ key: "heat-pump" }, { key: "led-lights", quantity: 4 }],
    };
    expect(designQuery(design)).toBe("poolId=12&color=Tropical+Blue&addons=heat-pump,led-lights:4");
    expect(designHref(design)).toBe("/design?poolId=12&color=Tropical+Blue&addons=heat-pump,led-lights:4");
    expect(designHref({ poolId: null, color: null, addOns: [] })).toBe("/design");
  });

  it("round-trips through parseDesignQuery, colours with commas and ampersands included", () => {
    const design = {
      poolId: 3,
      color: "Sand, Mist & Co",
      addOns: [{ key: "fence", quantity: 140 }, { key: "salt-system" }],
    };
    expect(parse(designQuery(design))).toEqual({ design, ignored: [] });
  });

  it("writes a whole count and leaves out one that is not a number", () => {
    expect(designQuery({ poolId: null, color: null, addOns: [{ key: "fence", quantity: 12.6 }] })).toBe(
      "addons=fence:13",
    );
    expect(designQuery({ poolId: null, color: null, addOns: [{ key: "fence", quantity: Number.NaN }] })).toBe(
      "addons=fence",
    );
  });
});
