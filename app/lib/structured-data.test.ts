import { describe, expect, it } from "vitest";
import { company, offices } from "~/content/company";
import { companyLocalBusiness } from "./structured-data";

describe("companyLocalBusiness", () => {
  const data = companyLocalBusiness("https://pools.example.com");

  it("names the company and lists every office with its phone and the one set of hours", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      name: company.name,
      telephone: company.tollFreePhone,
    });
    expect(data.department).toHaveLength(offices.length);
    for (const [i, office] of offices.entries()) {
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
