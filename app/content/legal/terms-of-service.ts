import type { Company } from "~/lib/company/company-profile";
import { LEGAL_LAST_UPDATED, type LegalDocument } from "./types";

export function termsOfService(company: Company): LegalDocument {
  return {
    path: "/terms-of-service",
    title: "Terms of Service",
    description: `The terms that apply when you use the ${company.name} website: information and estimates, your requests, acceptable use, downloads, links and liability.`,
    intro: `These terms apply to your use of the ${company.name} website. By using the site you accept them. Your pool project itself is governed by the written contract you sign with us, which takes precedence over anything on this website.`,
    lastUpdated: LEGAL_LAST_UPDATED,
    sections: [
      {
        id: "about-the-site",
        heading: "What this website is for",
        body: [
          "The site helps Florida homeowners learn about fiberglass pools, compare models, read about our services and ask us for an estimate or a consultation. The information is general and is meant to help you plan, not to replace advice about your own property.",
        ],
      },
      {
        id: "estimates-and-prices",
        heading: "Estimates and prices",
        body: [
          "Prices, “starting at” figures and estimated totals shown on the site, including totals calculated from a size tier, are estimates for planning. They are not offers and do not create a contract.",
          "Your price is set only in a written estimate and a signed contract, after we have seen your property. Site conditions, access, permits, decking, equipment and options you choose can change the price.",
          "We may correct errors in prices or descriptions on the site at any time.",
        ],
      },
      {
        id: "product-information",
        heading: "Product information",
        body: [
          "We describe pool models, sizes, depths, colors and features as accurately as we can, using manufacturers' information. Pool dimensions may vary by up to 3% from published specifications, pools are non-diving unless stated otherwise, and colors on screen can look different from real finishes. Models, colors and features may change or be discontinued by the manufacturer. See our Legal Disclaimers for details.",
        ],
      },
      {
        id: "your-requests",
        heading: "Your requests and messages",
        body: [
          {
            list: [
              "Give accurate contact details, and only your own or those of someone who has allowed you to share them.",
              "Do not send requests that are false, automated, abusive or meant for advertising.",
              "By ticking the consent box, you agree that we may contact you by e-mail, SMS or phone about your request, as described in our Privacy Policy. You can withdraw that consent at any time.",
            ],
          },
          "Sending a request does not oblige you to buy anything, and it does not oblige us to accept a project.",
        ],
      },
      {
        id: "acceptable-use",
        heading: "Acceptable use",
        body: [
          "You agree not to:",
          {
            list: [
              "interfere with the site's security or operation, or try to reach areas you are not authorized to use, such as the staff area;",
              "copy the site's content in bulk or by automated means, or in a way that overloads it;",
              "use the site for anything unlawful, misleading or harmful to others.",
            ],
          },
          "We may block access that breaks these rules.",
        ],
      },
      {
        id: "content-and-downloads",
        heading: "Our content and downloads",
        body: [
          `The text, plan drawings, guides, checklists and other content of this site belong to ${company.name} or to the companies that licensed them to us. You may view, print and share them for your own, non-commercial use, including with your family, your homeowners association and your lender. You may not sell them or present them as your own.`,
          "Manufacturer names and logos, such as Latham and San Juan, belong to their owners.",
        ],
      },
      {
        id: "third-party-links",
        heading: "Links to other websites",
        body: [
          "The site links to websites we do not control, such as lending partners, maps and social networks. We provide the links for convenience; the other site's own terms and privacy policy apply, and we are not responsible for its content, offers or decisions.",
        ],
      },
      {
        id: "financing",
        heading: "Financing",
        body: [
          `${company.name} is not a lender. We refer customers to independent lending partners. Rates, terms and approval are decided by each lender under its own agreement with you. Rates shown on the site are starting rates subject to credit approval, and payment calculations are illustrations only.`,
        ],
      },
      {
        id: "liability",
        heading: "Disclaimer and limitation of liability",
        body: [
          "The site is provided “as is”. We work to keep it accurate and available, but we do not promise that it will always be complete, current or free of interruptions and errors.",
          "To the extent Florida law allows, we are not liable for indirect or consequential loss arising from your use of the website, such as decisions made only on the basis of general information on it. Nothing in these terms limits rights you have under law that cannot be limited, or our obligations under a contract you sign with us.",
        ],
      },
      {
        id: "governing-law",
        heading: "Governing law",
        body: [
          "These terms are governed by the laws of the State of Florida. Any dispute about the website will be handled by the courts located in Florida.",
        ],
      },
      {
        id: "changes",
        heading: "Changes to these terms",
        body: [
          "We may update these terms. The date at the top shows the latest version, which applies from the day it is published.",
        ],
      },
      {
        id: "contact",
        heading: "Contact us",
        body: [`Questions about these terms? Write to ${company.email} or ask your nearest office.`],
      },
    ],
  };
}
