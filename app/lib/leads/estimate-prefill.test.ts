import { describe, expect, it } from "vitest";
import {
  type SelectedPoolFacts,
  estimatePrefill,
  estimateRequestType,
  interestedPoolOption,
  queryInterest,
  queryInterestedPoolIds,
  queryPoolId,
} from "./estimate-prefill";

const q = (query: string) => new URLSearchParams(query);

const milan: SelectedPoolFacts = {
  id: 8,
  name: "Milan 10.20",
  manufacturer: "Latham",
  series: "Milan",
  shape: "Plunge",
  dimensions: "10' x 20'",
  depth: "4'10\"",
  volume: 3900,
};

describe("estimateRequestType", () => {
  it("is a consultation only for type=consultation", () => {
    expect(estimateRequestType(q("type=consultation"))).toBe("consultation");
    expect(estimateRequestType(q("type=other"))).toBe("estimate");
    expect(estimateRequestType(q(""))).toBe("estimate");
  });
});

describe("queryPoolId", () => {
  it("accepts plain positive ids only", () => {
    expect(queryPoolId(q("poolId=8"))).toBe(8);
    expect(queryPoolId(q("poolId=08"))).toBeNull();
    expect(queryPoolId(q("poolId=8;DROP"))).toBeNull();
    expect(queryPoolId(q("poolId=1234567890"))).toBeNull();
    expect(queryPoolId(q(""))).toBeNull();
  });
});

describe("queryInterest", () => {
  it("reads every interest parameter", () => {
    const query = q(
      "poolName=Milan&poolModel=M&poolSize=S&poolShape=Plunge&poolSeries=Milan&poolManufacturer=Latham&poolDimensions=10x20&poolDepth=4&service=x&source=hero&interest=y&sourcePage=pools&poolId=8",
    );
    expect(queryInterest(query)).toEqual({
      poolName: "Milan",
      poolModel: "M",
      poolSize: "S",
      poolShape: "Plunge",
      poolSeries: "Milan",
      poolManufacturer: "Latham",
      poolDimensions: "10x20",
      poolDepth: "4",
      service: "x",
      source: "hero",
      interest: "y",
    });
  });

  it("maps the home carousel's short names, the long names winning", () => {
    expect(
      queryInterest(
        q(
          "pool=Milan&model=M1&manufacturer=Latham&series=S&dimensions=D&depth=4&shape=Plunge&size=Small&poolName=Long",
        ),
      ),
    ).toEqual({
      poolName: "Long",
      poolModel: "M1",
      poolManufacturer: "Latham",
      poolSeries: "S",
      poolDimensions: "D",
      poolDepth: "4",
      poolShape: "Plunge",
      poolSize: "Small",
    });
  });

  it("builds dimensions from the catalogue grid's length and width", () => {
    expect(queryInterest(q("poolLength=20&poolWidth=10")).poolDimensions).toBe("10' x 20'");
    expect(queryInterest(q("poolLength=20&poolWidth=x"))).toEqual({});
  });

  it("drops blank values and control characters, and cuts long values to what a lead accepts", () => {
    expect(queryInterest(q("poolName=%20%20&service=a%00b"))).toEqual({});
    expect(queryInterest(q(`poolName=${"x".repeat(300)}`)).poolName).toHaveLength(200);
  });
});

describe("estimatePrefill", () => {
  it("prefills a pool link's message, pool type and notice from the loaded pool", () => {
    const prefill = estimatePrefill(q("poolId=8&poolName=Milan%2010.20&sourcePage=pools"), milan);
    expect(prefill.message).toBe(
      "I'm interested in the Milan 10.20 (Latham, 10' x 20'). Please send me a free estimate.",
    );
    expect(prefill.poolType).toBe("Fiberglass");
    expect(prefill.poolId).toBe("8");
    expect(prefill.interest).toEqual({ poolName: "Milan 10.20" });
    expect(prefill.notice).toEqual({
      kind: "pool",
      title: "Milan 10.20",
      facts: [
        { label: "Manufacturer", value: "Latham" },
        { label: "Series", value: "Milan" },
        { label: "Shape", value: "Plunge" },
        { label: "Size", value: "10' x 20'" },
        { label: "Depth", value: "4'10\"" },
        { label: "Capacity", value: "3,900 gallons" },
      ],
    });
  });

  it("uses the query alone when no pool was loaded", () => {
    const prefill = estimatePrefill(
      q("pool=Milan%2010.20&manufacturer=Latham&dimensions=10'%20x%2020'&sourcePage=home"),
    );
    expect(prefill.message).toBe(
      "I'm interested in the Milan 10.20 (Latham, 10' x 20'). Please send me a free estimate.",
    );
    expect(prefill.notice?.title).toBe("Milan 10.20");
    expect(prefill.poolId).toBeNull();
  });

  it("names a size-only link a fiberglass pool", () => {
    const prefill = estimatePrefill(q("poolSize=10x20&sourcePage=10x20-fiberglass-pool"));
    expect(prefill.message).toBe("I'm interested in a fiberglass pool (10x20). Please send me a free estimate.");
    expect(prefill.poolType).toBe("Fiberglass");
    expect(prefill.notice).toMatchObject({ kind: "pool", title: "Fiberglass pool" });
  });

  it("asks for a consultation when the form is a consultation", () => {
    expect(estimatePrefill(q("poolName=Milan&type=consultation")).message).toBe(
      "I'm interested in the Milan. Please contact me to schedule a consultation.",
    );
  });

  it("prefills resurfacing", () => {
    const prefill = estimatePrefill(
      q("service=epoxy-resurfacing&sourcePage=resurfacing&source=hero&interest=pool-resurfacing"),
    );
    expect(prefill.message).toBe(
      "I'm interested in pool resurfacing (epoxy-resurfacing). Please send me a free estimate.",
    );
    expect(prefill.poolType).toBe("Concrete Pool Resurface");
    expect(prefill.notice).toEqual({
      kind: "resurfacing",
      title: "Pool resurfacing",
      facts: [{ label: "Service", value: "Epoxy resurfacing" }],
    });
    expect(estimatePrefill(q("service=resurfacing")).message).toBe(
      "I'm interested in pool resurfacing. Please send me a free estimate.",
    );
  });

  it("leaves a plain link empty", () => {
    expect(estimatePrefill(q("sourcePage=home"))).toEqual({
      message: "",
      poolType: "",
      interest: {},
      poolId: null,
      notice: null,
    });
  });
});

describe("pools you're interested in, from the address", () => {
  it("reads the comma form and repeated parameters alike", () => {
    expect(queryInterestedPoolIds(q("interestedPoolIds=3,7"))).toEqual([3, 7]);
    expect(queryInterestedPoolIds(q("interestedPoolIds=3&interestedPoolIds=7"))).toEqual([3, 7]);
    expect(queryInterestedPoolIds(q("interestedPoolIds=3%2C7,3"))).toEqual([3, 7]);
  });

  it("drops junk instead of failing the page: a link is not a form", () => {
    expect(queryInterestedPoolIds(q("interestedPoolIds=abc,-2,0,5,5,1.5"))).toEqual([5]);
    const many = Array.from({ length: 30 }, (_, i) => i + 1).join(",");
    expect(queryInterestedPoolIds(q(`interestedPoolIds=${many}`))).toHaveLength(12);
    expect(queryInterestedPoolIds(q("poolId=3"))).toEqual([]);
  });

  it("offers a pool with its name, size and price from", () => {
    const pool = {
      id: 8,
      name: "Milan 10.20",
      model: null,
      size: "10' x 20'",
      dimensions: "9'10\" x 20'",
      price: 38500,
    };
    expect(interestedPoolOption(pool)).toEqual({
      id: 8,
      name: "Milan 10.20",
      size: "10' x 20'",
      priceFrom: "From $38,500",
    });
    expect(interestedPoolOption({ ...pool, size: null, price: null })).toMatchObject({
      size: "9'10\" x 20'",
      priceFrom: null,
    });
  });
});
