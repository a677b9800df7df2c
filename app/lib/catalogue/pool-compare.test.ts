import { describe, expect, it } from "vitest";
import {
  type ComparePoolInput,
  NOT_LISTED,
  compareColumns,
  compareHref,
  compareRows,
  droppedPoolNotes,
  findPoolsByName,
  planWidthsPercent,
  poolFeatureFacts,
} from "./pool-compare";
import { planPixelsPerFoot } from "./pool-plan-svg";
import { deriveSourcePage } from "~/lib/attribution/source-page";

const milan: ComparePoolInput = {
  id: 8,
  slug: "milan-10-20",
  name: "Milan 10.20",
  manufacturer: "Latham",
  series: "Milan",
  shape: "Plunge",
  lengthFt: 20,
  widthFt: 10,
  shallowDepthFt: 4,
  deepDepthFt: 4,
  gallons: 3900,
  builtInSpa: "No",
  features: ["built-in entry steps and bench", "constant depth throughout"],
  installationTime: "3-5 days",
  price: 44200,
};

const ariel: ComparePoolInput = {
  id: 2,
  slug: "ariel-16",
  name: "Ariel 16",
  manufacturer: "Latham",
  series: "Ariel",
  shape: "Rectangle",
  lengthFt: 40,
  widthFt: 15.83,
  shallowDepthFt: 3.5,
  deepDepthFt: 8,
  gallons: 21700,
  builtInSpa: "No",
  features: ["built-in steps and benches", "optional add-on side tanning ledge"],
  installationTime: "7-14 days",
  price: 79900,
};

const row = (pools: ComparePoolInput[], key: string) => compareRows(pools).find((r) => r.key === key)!;

describe("compareRows", () => {
  it("gives each pool's value per row in the issue's order", () => {
    const rows = compareRows([milan, ariel]);
    expect(rows.map((r) => r.label)).toEqual([
      "Brand and series",
      "Shape",
      "Length × width",
      "Shallow end",
      "Deep end",
      "Water",
      "Built-in spa",
      "Steps",
      "Benches",
      "Tanning ledge",
      "Installation time",
      "Price from",
    ]);
    expect(row([milan, ariel], "brand").values).toEqual(["Latham · Milan", "Latham · Ariel"]);
    expect(row([milan, ariel], "size").values).toEqual(["20' × 10'", "40' × 15'10\""]);
    expect(row([milan, ariel], "shallow").values).toEqual(["4'", "3'6\""]);
    expect(row([milan, ariel], "deep").values).toEqual(["4'", "8'"]);
    expect(row([milan, ariel], "gallons").values).toEqual(["3,900 gallons", "21,700 gallons"]);
    expect(row([milan, ariel], "price").values).toEqual(["$44,200", "$79,900"]);
    expect(row([milan, ariel], "installation").values).toEqual(["3-5 days", "7-14 days"]);
  });

  it("marks a row as different only when the values differ", () => {
    expect(row([milan, ariel], "shape").differs).toBe(true);
    expect(row([milan, ariel], "spa").differs).toBe(false);
    // Both have built-in steps, in other words.
    expect(row([milan, ariel], "steps")).toMatchObject({ values: ["Built-in", "Built-in"], differs: false });
    expect(row([milan, ariel], "tanningLedge")).toMatchObject({
      values: [NOT_LISTED, "Optional add-on"],
      differs: true,
    });
    expect(compareRows([milan]).some((r) => r.differs)).toBe(false);
  });

  it("says 'Not listed' for what the catalogue does not know, never 'No'", () => {
    const sparse: ComparePoolInput = { id: 1, slug: "x", name: "X", shallowDepthFt: null, deepDepthFt: 6 };
    expect(row([sparse], "shallow").values).toEqual([NOT_LISTED]);
    expect(row([sparse], "size").values).toEqual([NOT_LISTED]);
    expect(row([sparse], "gallons").values).toEqual([NOT_LISTED]);
    expect(row([sparse], "price").values).toEqual(["Price on request"]);
    expect(row([sparse], "brand").values).toEqual(["Classic Series"]);
    expect(row([{ ...sparse, dimensions: "12' x 24'" }], "size").values).toEqual(["12' x 24'"]);
  });
});

describe("poolFeatureFacts", () => {
  it("reads steps, benches and tanning ledge from the feature texts", () => {
    expect(poolFeatureFacts(["built-in entry steps and bench"])).toEqual({
      steps: "Built-in",
      benches: "Built-in",
      tanningLedge: NOT_LISTED,
    });
    expect(poolFeatureFacts(["tanning ledge", "shallow-end bench", "curved entry steps"])).toEqual({
      steps: "Curved entry steps",
      benches: "Shallow-end bench",
      tanningLedge: "Yes",
    });
    expect(poolFeatureFacts(["tanning shelves and lounging areas in the corners"]).tanningLedge).toBe(
      "Tanning shelves and lounging areas in the corners",
    );
    expect(poolFeatureFacts(null)).toEqual({ steps: NOT_LISTED, benches: NOT_LISTED, tanningLedge: NOT_LISTED });
  });
});

describe("plan drawings at one scale", () => {
  it("gives the pool drawn at the smallest scale the full width and the others the ratio of the scales", () => {
    const [small, large] = planWidthsPercent([milan, ariel]);
    expect(large).toBe(100);
    // A foot is the same width in both columns: width% x px-per-foot is the same for both drawings.
    const perFoot = (percent: number, pool: ComparePoolInput) =>
      percent * planPixelsPerFoot(pool.lengthFt!, pool.widthFt!);
    expect(perFoot(small!, milan)).toBeCloseTo(perFoot(large!, ariel), -1);
    expect(small).toBeLessThan(60);
  });

  it("a 12 ft pool is drawn smaller than a 40 ft one, whatever the order", () => {
    const tiny = { ...milan, id: 3, slug: "tiny", lengthFt: 12, widthFt: 7 };
    const [big, little] = planWidthsPercent([ariel, tiny]);
    expect(big).toBe(100);
    expect(little).toBeLessThan(40);
  });

  it("has no drawing for a pool without a size", () => {
    expect(planWidthsPercent([milan, { ...ariel, lengthFt: null }])).toEqual([100, null]);
  });
});

describe("compareColumns", () => {
  it("links each pool's page, its estimate (poolId, sourcePage=compare) and the comparison without it", () => {
    const columns = compareColumns([milan, ariel], { planUrl: (slug) => `/pool-plans/${slug}.svg` });
    expect(columns[0]).toMatchObject({
      id: 8,
      name: "Milan 10.20",
      href: "/pool-detail/slug/milan-10-20",
      photo: null,
      plan: { src: "/pool-plans/milan-10-20.svg" },
      estimateHref: "/estimate?poolId=8&sourcePage=compare",
      removeHref: "/compare?pools=2",
    });
    expect(columns[1]!.removeHref).toBe("/compare?pools=8");
    expect(deriveSourcePage(new URL(columns[0]!.estimateHref, "http://local"), "estimate")).toBe("compare");
    const withDiff = compareColumns([milan, ariel, { ...ariel, id: 5 }], { diff: true, planUrl: String });
    expect(withDiff[1]!.removeHref).toBe("/compare?pools=8,5&diff=1");
  });

  it("shows a pool's photo when it has one", () => {
    const [column] = compareColumns([{ ...milan, images: ["/uploads/milan.jpg"] }], { planUrl: String });
    expect(column!.photo).toBe("/uploads/milan.jpg");
  });
});

describe("compareHref", () => {
  it("writes the ids with plain commas", () => {
    expect(compareHref([3, 7, 9])).toBe("/compare?pools=3,7,9");
    expect(compareHref([3], { diff: true })).toBe("/compare?pools=3&diff=1");
    expect(compareHref([])).toBe("/compare");
  });
});

describe("findPoolsByName", () => {
  const pools = [{ name: "Cape Cod 12" }, { name: "Cape Cod 14" }, { name: "Milan 10.20" }, { name: "Milan" }];

  it("finds the exact name in any case and spacing", () => {
    expect(findPoolsByName("  cape  cod 14 ", pools)).toEqual([{ name: "Cape Cod 14" }]);
    expect(findPoolsByName("MILAN", pools)).toEqual([{ name: "Milan" }]);
  });

  it("otherwise every pool whose name holds all the words", () => {
    expect(findPoolsByName("cape", pools)).toEqual([{ name: "Cape Cod 12" }, { name: "Cape Cod 14" }]);
    expect(findPoolsByName("cod 12", pools)).toEqual([{ name: "Cape Cod 12" }]);
    expect(findPoolsByName("nothing", pools)).toEqual([]);
    expect(findPoolsByName("   ", pools)).toEqual([]);
  });
});

describe("droppedPoolNotes", () => {
  const names: Record<number, string> = { 3: "Milan 10.20", 5: "Ariel 16", 6: "Cape Cod 14" };
  const nameOf = (id: number) => names[id];

  it("says, once per reason, what was left out and why", () => {
    expect(
      droppedPoolNotes(
        [
          { reason: "not-a-number", value: "abc" },
          { reason: "repeated", id: 3 },
          { reason: "unknown", id: 999 },
          { reason: "over-max", id: 5 },
          { reason: "over-max", id: 6 },
          { reason: "not-a-number", value: "x" },
          { reason: "repeated", id: 3 },
        ],
        { nameOf, max: 4 },
      ),
    ).toEqual([
      "“abc” and “x” are not pool numbers, so we left them out.",
      "Milan 10.20 was listed more than once; each pool is shown once.",
      "Pool 999 is not in our catalog (a model may have been retired), so we left it out.",
      "You can compare up to 4 pools at a time, so these are the first 4. Left out: Ariel 16 and Cape Cod 14.",
    ]);
  });

  it("has nothing to say when nothing was dropped", () => {
    expect(droppedPoolNotes([], { nameOf, max: 4 })).toEqual([]);
  });

  it("names pools it does not know by number", () => {
    expect(
      droppedPoolNotes(
        [
          { reason: "unknown", id: 998 },
          { reason: "unknown", id: 999 },
        ],
        { nameOf, max: 4 },
      ),
    ).toEqual(["Pools 998 and 999 are not in our catalog (a model may have been retired), so we left them out."]);
  });
});
