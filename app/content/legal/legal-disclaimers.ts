import type { Company } from "~/lib/company/company-profile";
import { LEGAL_LAST_UPDATED, type LegalDocument } from "./types";

export function legalDisclaimers(company: Company): LegalDocument {
  return {
    path: "/legal-disclaimers",
    title: "Legal Disclaimers",
    description:
      "Important notes on pool dimensions, non-diving pools, installation timelines, warranties, prices, financing and the claims on this website.",
    intro:
      "The notes below apply to every page of this website, including the short footnotes at the bottom of each page. They explain what our figures mean and where their limits are.",
    lastUpdated: LEGAL_LAST_UPDATED,
    sections: [
      {
        id: "dimensions",
        heading: "Pool dimensions",
        body: [
          "Pool dimensions may vary by up to 3% from published specifications. Fiberglass shells are molded products, and lengths, widths, depths and water volumes are nominal figures from the manufacturer. Plan drawings on this site illustrate a model's shape and are not to scale for construction. Your site plan and contract use the figures for your specific shell.",
        ],
      },
      {
        id: "non-diving",
        heading: "Non-diving pools",
        body: [
          "All pools are non-diving pools unless stated otherwise. Do not dive or jump head-first into any pool that is not expressly rated for diving by its manufacturer. Depths shown are approximate and can vary along the pool.",
        ],
      },
      {
        id: "installation-timelines",
        heading: "Installation timelines",
        body: [
          "Installation timelines begin 45 days after permit approval and shell delivery. Figures such as “installed in 7-14 days”, “about 2 weeks” or “3-5 days” for compact pools describe the work on site once installation starts; they do not include design, permitting, homeowners association review, manufacturing or delivery.",
          "Weather, inspections, site conditions (such as groundwater, soil or access), changes you request and the decking or landscaping you choose can extend a timeline. We confirm your schedule in writing.",
        ],
      },
      {
        id: "warranties",
        heading: "Warranties",
        body: [
          "Warranty terms differ by manufacturer. Structural warranties on pool shells, including statements such as a lifetime or 25+ year structural warranty, are issued by the shell's manufacturer and apply on the manufacturer's written terms, which can differ between models and change over time. Equipment carries its maker's own warranty.",
          "Our 30-year limited package warranty and 1-year workmanship guarantee apply as written in your contract documents. Summaries on this site, including our Warranty Overview, are for convenience; the written warranties decide. Draining a pool without guidance, unauthorized repairs or badly unbalanced water can void coverage.",
        ],
      },
      {
        id: "prices-and-estimates",
        heading: "Prices and estimates",
        body: [
          "Prices such as “starting at $42k”, a base pool price, size add-ons and estimated totals are estimates for planning, in US dollars. They assume standard site conditions and the items in our package, and they exclude site-specific work such as longer electrical runs, extra decking, screen enclosures, fencing, landscaping and upgrades unless stated. Your price is set only in a written estimate and signed contract after a site visit. Promotions are subject to their stated terms and availability.",
        ],
      },
      {
        id: "financing",
        heading: "Financing",
        body: [
          `${company.name} is not a lender and does not make credit decisions. We refer customers to independent lending partners. Rates shown, such as rates from 6.99% APR, are starting rates subject to credit approval; actual rates, terms, fees and approval are set by each lender. Payment calculators and examples on this site are illustrations, not offers of credit.`,
        ],
      },
      {
        id: "claims-and-results",
        heading: "Claims, ratings and results",
        body: [
          "Statements such as customer ratings, numbers of customers, years of experience and savings (for example up to 50% fewer chemicals) describe typical experience and our records at the time of writing. Individual results depend on the pool, its use, the weather and how it is maintained.",
          "Testimonials are the views of individual customers about their own projects and are not a promise of the same result.",
        ],
      },
      {
        id: "images-and-colors",
        heading: "Images and colors",
        body: [
          "Photos, drawings and color swatches illustrate products and may show options or landscaping that are not included. Finish colors look different on screens and change with water depth, sunlight and surroundings; please judge finishes from real samples.",
        ],
      },
      {
        id: "general-information",
        heading: "General information only",
        body: [
          "Articles, guides and checklists on this site are general information for Florida homeowners. They are not engineering, legal, tax or financial advice about your property. Building codes, pool safety requirements and permit rules are set by your local authority and can differ between counties and cities.",
        ],
      },
      {
        id: "trademarks",
        heading: "Manufacturers and trademarks",
        body: [
          "Latham, San Juan and other manufacturer names and logos are trademarks of their owners and are used to identify the products we sell and install. Their use does not imply that a manufacturer endorses every statement on this website.",
        ],
      },
      {
        id: "contact",
        heading: "Questions",
        body: [`If anything here is unclear, write to ${company.email} or ask your nearest office before you sign.`],
      },
    ],
  };
}
