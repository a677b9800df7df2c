import { describe, expect, it } from "vitest";
import { COMPANY_CLAIMS } from "~/lib/company/offices";
import { companyClaimsTexts } from "./company-claims.server";

describe("the company's claims in each language", () => {
  it("are the claims themselves in English", () => {
    expect(companyClaimsTexts.en).toEqual(COMPANY_CLAIMS);
  });

  it("say the same figures in Spanish", () => {
    expect(companyClaimsTexts.es).toEqual({
      installDays: "7-14 días",
      compactInstallDays: "3-5 días",
      structuralWarranty: "Garantía estructural de más de 25 años",
      experience: "Más de 40 años de experiencia",
      rating: "4.9/5",
      chemicals: "50% menos químicos",
    });
  });
});
