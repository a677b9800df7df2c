import { describe, expect, it } from "vitest";
import { seededCompany } from "../../../tests/support/company";
import { companyLocalBusiness } from "./structured-data";

describe("companyLocalBusiness", () => {
  const data = companyLocalBusiness(seededCompany, "https://pools.example.com");

  it("names the company and lists every office with its phone and the one set of hours", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      name: seededCompany.name,
      telephone: seededCompany.tollFreePhone,
    });
    expect(data.department).toHaveLength(seededCompany.offices.length);
    for (const [i, office] of seededCompany.offices.entries()) {
      expect(data.department[i]).toMatchObject({ telephone: office.phone, address: { addressLocality: office.city } });
      expect(data.department[i]!.openingHoursSpecification).toEqual([
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "09:00",
          closes: "16:00",
        },
      ]);
    }
  });

  it("is plain JSON", () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe("poolProduct and poolItemList", () => {
  const pool = {
    id: 8,
    slug: "milan-10-20",
    name: "Milan 10.20",
    manufacturer: "Latham",
    price: 44_200,
    imageUrl: "/pool-plans/milan-10-20.svg",
  };

  it("describes a pool with its brand and starting-price offer", async () => {
    const { poolProduct } = await import("./structured-data");
    expect(poolProduct(seededCompany, pool, "https://x.com")).toMatchObject({
      "@type": "Product",
      name: "Milan 10.20",
      brand: { name: "Latham" },
      image: "https://x.com/pool-plans/milan-10-20.svg",
      url: "https://x.com/pool-detail/slug/milan-10-20",
      offers: { "@type": "Offer", priceCurrency: "USD", price: 44_200 },
    });
  });

  it("lists at most 15 pools in order", async () => {
    const { poolItemList } = await import("./structured-data");
    const pools = Array.from({ length: 20 }, (_, i) => ({ ...pool, id: i + 1, slug: null, name: `Pool ${i + 1}` }));
    const list = poolItemList(pools, "https://x.com");
    expect(list.numberOfItems).toBe(20);
    expect(list.itemListElement).toHaveLength(15);
    expect(list.itemListElement[0]).toEqual({
      "@type": "ListItem",
      position: 1,
      url: "https://x.com/pool-detail/1",
      name: "Pool 1",
    });
  });
});
