import type { Company } from "~/lib/company/company-profile";
import { LEGAL_LAST_UPDATED, type LegalDocument } from "./types";

export function cookiePolicy(company: Company): LegalDocument {
  return {
    path: "/cookie-policy",
    title: "Cookie Policy",
    description:
      "The few first-party cookies this website uses (site operation, staff sign-in and lead-source attribution) and why there are no third-party tracking cookies.",
    intro:
      "This website uses as few cookies as it can. It sets only first-party cookies, from our own domain, and no advertising, analytics or social-media tracking cookies.",
    lastUpdated: LEGAL_LAST_UPDATED,
    sections: [
      {
        id: "what-are-cookies",
        heading: "What cookies are",
        body: [
          "A cookie is a small text file a website stores in your browser so it can remember something between pages or visits. A first-party cookie is set by the site you are visiting; a third-party cookie is set by another company, usually for advertising or tracking.",
        ],
      },
      {
        id: "cookies-we-use",
        heading: "The cookies we use",
        body: [
          {
            list: [
              "Necessary cookies: small cookies the site needs to work securely, for example to protect forms from misuse. They contain no information about who you are.",
              "Staff sign-in: when a member of our staff signs in to the staff area, a session cookie keeps them signed in. It is set only after signing in, and it ends when they sign out or the session expires. Visitors to the public site never receive it.",
              "Lead-source attribution (ffp_attribution): a first-party cookie remembers the campaign or outside website that first brought you to the site and the most recent one (campaign tags, the referring site and the page you arrived on), so that if you later send a request we know what helped. It holds no personal details, is not readable by scripts, expires after 90 days and is never shared with other companies.",
              "Language (ffp_lang): if you use the link that switches language, a first-party cookie remembers the language you chose for a year, so that your next visit can offer you the page in that language. It holds nothing else.",
            ],
          },
        ],
      },
      {
        id: "no-third-party-cookies",
        heading: "No third-party cookies",
        body: [
          "We do not use third-party analytics, advertising pixels or social-media widgets that set cookies.",
          "Videos use a click-to-play preview: the video provider's player, and any cookies it sets, load only after you press play. Map links and lender links open the other company's website, where its own cookie policy applies.",
          "The “Find my nearest office” feature does not use cookies; your location is used once, in your browser, only if you allow it.",
        ],
      },
      {
        id: "managing-cookies",
        heading: "Managing cookies",
        body: [
          "You can block or delete cookies in your browser's settings. If you block the attribution cookie, the site works exactly the same; we simply will not know which page brought you to us. Blocking necessary cookies can stop some forms working, and staff cannot sign in without the session cookie.",
        ],
      },
      {
        id: "changes",
        heading: "Changes to this policy",
        body: [
          "If we add or change a cookie, we update this page and the date at the top before the change takes effect. We will not add third-party tracking cookies without updating this policy and asking for your consent where required.",
        ],
      },
      {
        id: "contact",
        heading: "Contact us",
        body: [`Questions about cookies? Write to ${company.email}.`],
      },
    ],
  };
}
