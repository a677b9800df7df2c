import { OFFICE_COUNT } from "~/lib/company/offices";
import type { Company } from "~/lib/company/company-profile";
import { LEGAL_LAST_UPDATED, type LegalDocument } from "./types";

export function privacyPolicy(company: Company): LegalDocument {
  return {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description: `What ${company.name} collects through this website, why, how long we keep it and how to reach us about your information. We never sell your data.`,
    intro: `${company.name} sells and installs fiberglass pools across Florida from ${OFFICE_COUNT} offices. This policy explains what information this website collects, why we collect it, who sees it and the choices you have. In short: we collect what you send us so we can answer you, we do not use third-party tracking, and we never sell your information.`,
    lastUpdated: LEGAL_LAST_UPDATED,
    sections: [
      {
        id: "information-we-collect",
        heading: "Information we collect",
        body: [
          "When you request an estimate, book a consultation or send us a message, the form asks for:",
          {
            list: [
              "your name and phone number (required, so we can call you back);",
              "your e-mail address and street address (optional on most forms);",
              "your message and any project details you choose to give: pool type, model, size, budget range and timeline;",
              "your choice on the consent box that allows us to contact you.",
            ],
          },
          "With each request the website also records the page you sent it from (for example the pool you were looking at), the office nearest to you, the page's language, and the date and time.",
          "Our servers keep a short technical log of each page request (the time, the page address without its query string, the response status and how long it took) to keep the site secure and working. The log does not contain what you type into forms.",
          "The “Find my nearest office” button uses your device's location only if you allow it. The distance to each office is worked out in your browser; your coordinates are not sent to us or stored.",
        ],
      },
      {
        id: "how-we-use-it",
        heading: "How we use your information",
        body: [
          {
            list: [
              "to answer your request, prepare your estimate and schedule a technical visit or design consultation;",
              "to pass your request to the office nearest to you, so a local specialist can help;",
              "to contact you by phone, text message or e-mail about your request, if you agreed to be contacted, from our toll-free number or your local office's number;",
              "to keep a record of your project once you become a customer: contract, permits, installation and warranty;",
              "to understand which pages of the site lead to requests, using the page each request came from;",
              "to protect the site and our customers from spam, fraud and abuse.",
            ],
          },
          "We do not use your information for automated decisions about you, and we do not send you marketing from other companies.",
        ],
      },
      {
        id: "contact-consent",
        heading: "Your consent to be contacted",
        body: [
          "When you tick the consent box on a form, you authorize us to contact you by e-mail, SMS or phone about your request. You can withdraw that consent at any time: reply STOP to a text message, use the unsubscribe link in an e-mail, tell the person who calls you, or write to us. Withdrawing consent does not affect contact you already agreed to, such as appointments you booked.",
        ],
      },
      {
        id: "no-selling-no-tracking",
        heading: "No selling, no third-party tracking",
        body: [
          "We do not sell, rent or trade your personal information, and we do not share it with anyone for their own marketing.",
          "This website does not use third-party advertising, analytics or social-media tracking. The only cookies it sets are first-party cookies, described in our Cookie Policy.",
        ],
      },
      {
        id: "who-sees-it",
        heading: "Who sees your information",
        body: [
          {
            list: [
              "Our staff: sales, operations and office teams who handle your request, each with access limited to their role.",
              "Service providers who run parts of the site for us, such as hosting and e-mail delivery. They process information only on our instructions and must keep it confidential.",
              "Pool manufacturers, when we register your pool's warranty with your agreement.",
              "Building departments and homeowners associations, with the documents needed for your permit and approval, once you are a customer.",
              "Lending partners, only if you ask us to refer you or apply through their website. Each lender's own privacy policy then applies.",
              "Authorities, when the law requires it or to protect the rights and safety of our customers, staff or the public.",
            ],
          },
        ],
      },
      {
        id: "other-websites",
        heading: "Links and embedded content",
        body: [
          "Some links take you to other websites: a lender's application, a map with directions to an office, or our pages on social networks. Those sites have their own privacy policies, and we are not responsible for them.",
          "Videos on this site use a click-to-play preview. Nothing is loaded from the video provider until you press play; from then on, the provider's privacy policy applies to that video.",
        ],
      },
      {
        id: "retention",
        heading: "How long we keep information",
        body: [
          {
            list: [
              "Requests that do not lead to a project: up to 3 years from our last contact with you, so we can pick up where we left off if you come back, then deleted or anonymized.",
              "Customer and project records: for as long as your warranties run and as long as the law requires us to keep contract, tax and permit records.",
              "Technical server logs: a short period, normally no more than 30 days, unless we need them to investigate a security problem.",
            ],
          },
          "You can ask us to delete your information sooner; see “Your choices” below.",
        ],
      },
      {
        id: "security",
        heading: "How we protect it",
        body: [
          "The site is served over an encrypted connection, staff sign in with individual accounts and roles, passwords are stored only as secure hashes, and access to requests is limited to the people who need it. No system is perfectly secure, but we work to protect your information and will tell you if a breach affects you, as the law requires.",
        ],
      },
      {
        id: "your-choices",
        heading: "Your choices",
        body: [
          "Wherever you live, you can ask us to:",
          {
            list: [
              "tell you what information we hold about you and give you a copy;",
              "correct information that is wrong;",
              "delete your information, unless we must keep it for a contract, a warranty or the law;",
              "stop contacting you.",
            ],
          },
          `Write to ${company.email} or ask your nearest office. We answer within 30 days and may need to confirm your identity first.`,
        ],
      },
      {
        id: "children",
        heading: "Children",
        body: [
          "This website is meant for adults planning a pool. It is not directed to children under 13, and we do not knowingly collect information from them. If you believe a child has sent us information, contact us and we will delete it.",
        ],
      },
      {
        id: "changes",
        heading: "Changes to this policy",
        body: [
          "If we change how we handle information, we update this page and the date at the top. Significant changes apply only to information collected after the change, unless you agree otherwise.",
        ],
      },
      {
        id: "contact",
        heading: "Contact us",
        body: [
          `Questions about privacy? Write to ${company.email}, or call or visit your nearest office during office hours (${company.hours}).`,
        ],
      },
    ],
  };
}
