import type { Company } from "~/lib/company/company-profile";
import { companyLocalBusiness } from "~/lib/seo/structured-data";
import { fill } from "~/lib/i18n/translate";
import type { FinancingPartner } from "./partner";

/** The structured data's words in the page's language: the page's name, a loan's and the partner list's. */
export interface LoanJsonLdWords {
  jsonLdName: string;
  loanName: string;
  partnersListName: string;
}

// schema.org for the financing pages: each partner as a LoanOrCredit offered by its
// lender and brokered by the company, which is referenced by its LocalBusiness @id.

function partnerLoan(partner: FinancingPartner, siteUrl: string, pageUrl: string, words: LoanJsonLdWords) {
  return {
    "@type": "LoanOrCredit",
    name: fill(words.loanName, { partner: partner.name }),
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
  words: LoanJsonLdWords,
) {
  return {
    "@type": "ItemList",
    name: fill(words.partnersListName, { company: company.name }),
    numberOfItems: partners.length,
    itemListElement: partners.map((partner, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: partnerLoan(partner, siteUrl, pageUrl, words),
    })),
  };
}

/** /financing: the page about the partners' loans, plus the company it belongs to. */
export function financingPageJsonLd(
  company: Company,
  partners: readonly FinancingPartner[],
  siteUrl: string,
  path: string,
  words: LoanJsonLdWords,
) {
  const url = siteUrl + path;
  return [
    {
      "@context": "https://schema.org",
      "@type": "WebPage",
      "@id": `${url}#webpage`,
      url,
      name: words.jsonLdName,
      publisher: { "@id": `${siteUrl}/#company` },
      mainEntity: partnerLoanList(company, partners, siteUrl, url, words),
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
  words: LoanJsonLdWords,
) {
  const url = siteUrl + path;
  return [
    {
      "@context": "https://schema.org",
      "@type": "WebApplication",
      "@id": `${url}#calculator`,
      name: words.jsonLdName,
      url,
      applicationCategory: "FinanceApplication",
      operatingSystem: "Any",
      isAccessibleForFree: true,
      offers: { "@type": "Offer", price: 0, priceCurrency: "USD" },
      publisher: { "@id": `${siteUrl}/#company` },
      ...(partners.length ? { mentions: partnerLoanList(company, partners, siteUrl, url, words) } : {}),
    },
    companyLocalBusiness(company, siteUrl),
  ];
}
