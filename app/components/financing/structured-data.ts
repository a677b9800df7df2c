import type { Company } from "~/lib/company/company-profile";
import { companyLocalBusiness } from "~/lib/seo/structured-data";
import type { FinancingPartner } from "./partner";

// schema.org for the financing pages: each partner as a LoanOrCredit offered by its
// lender and brokered by the company, which is referenced by its LocalBusiness @id.

function partnerLoan(partner: FinancingPartner, siteUrl: string, pageUrl: string) {
  return {
    "@type": "LoanOrCredit",
    name: `${partner.name} pool loan`,
    ...(partner.description ? { description: partner.description } : {}),
    url: partner.applicationUrl ?? pageUrl,
    provider: {
      "@type": "Organization",
      name: partner.lender,
      ...(partner.applicationUrl ? { url: partner.applicationUrl } : {}),
    },
    broker: { "@id": `${siteUrl}/#company` },
    annualPercentageRate: partner.apr,
    currency: "USD",
    amount: {
      "@type": "MonetaryAmount",
      currency: "USD",
      minValue: partner.minAmount,
      maxValue: partner.maxAmount,
    },
    loanTerm: { "@type": "QuantitativeValue", maxValue: partner.termMonths, unitCode: "MON" },
    areaServed: { "@type": "State", name: "Florida" },
  };
}

/** The partners as an ItemList of LoanOrCredit offers. */
export function partnerLoanList(
  company: Company,
  partners: readonly FinancingPartner[],
  siteUrl: string,
  pageUrl: string,
) {
  return {
    "@type": "ItemList",
    name: `${company.name} financing partners`,
    numberOfItems: partners.length,
    itemListElement: partners.map((partner, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: partnerLoan(partner, siteUrl, pageUrl),
    })),
  };
}

/** /financing: the page about the partners' loans, plus the company it belongs to. */
export function financingPageJsonLd(
  company: Company,
  partners: readonly FinancingPartner[],
  siteUrl: string,
  path: string,
) {
  const url = siteUrl + path;
  return [
    {
      "@context": "https://schema.org",
      "@type": "WebPage",
      "@id": `${url}#webpage`,
      url,
      name: "Pool Financing",
      publisher: { "@id": `${siteUrl}/#company` },
      mainEntity: partnerLoanList(company, partners, siteUrl, url),
    },
    companyLocalBusiness(company, siteUrl),
  ];
}

/** /calculator: a free finance tool, the partners it leads to, and the company. */
export function calculatorPageJsonLd(
  company: Company,
  partners: readonly FinancingPartner[],
  siteUrl: string,
  path: string,
) {
  const url = siteUrl + path;
  return [
    {
      "@context": "https://schema.org",
      "@type": "WebApplication",
      "@id": `${url}#calculator`,
      name: "Pool Financing Calculator",
      url,
      applicationCategory: "FinanceApplication",
      operatingSystem: "Any",
      isAccessibleForFree: true,
      offers: { "@type": "Offer", price: 0, priceCurrency: "USD" },
      publisher: { "@id": `${siteUrl}/#company` },
      ...(partners.length ? { mentions: partnerLoanList(company, partners, siteUrl, url) } : {}),
    },
    companyLocalBusiness(company, siteUrl),
  ];
}
