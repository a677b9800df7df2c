import type { CompanyProfile } from "~/lib/company/company-profile";

// The company profile a new installation starts with (the seed writes it to
// the database). Staff change it at /admin/settings?section=company; the site
// reads the stored profile and falls back to this only while none is stored.
// Phone numbers are fictional 555-01xx placeholders (the range reserved for fiction); street
// addresses and e-mail addresses are placeholders too.

const WEEKDAYS_9_TO_4 = {
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  opens: "09:00",
  closes: "16:00",
} satisfies CompanyProfile["offices"]["ocala"]["hours"];

export const DEFAULT_COMPANY_PROFILE: CompanyProfile = {
  name: "Florida Fiberglass Pools",
  shortName: "FL Fiberglass Pools",
  tollFreePhone: "(888) 555-0100",
  email: "info@floridafiberglasspools.com",
  // No made-up pages: the footer shows no social links until staff enter the company's own.
  social: {},
  offices: {
    ocala: {
      phone: "(352) 555-0174",
      email: "ocala@floridafiberglasspools.com",
      street: "2801 SW College Rd, Suite 110",
      city: "Ocala",
      zip: "34474",
      hours: WEEKDAYS_9_TO_4,
    },
    "west-palm-beach": {
      phone: "(561) 555-0152",
      email: "westpalm@floridafiberglasspools.com",
      street: "1900 Okeechobee Blvd, Suite 204",
      city: "West Palm Beach",
      zip: "33409",
      hours: WEEKDAYS_9_TO_4,
    },
    "port-st-lucie": {
      phone: "(772) 555-0163",
      email: "portstlucie@floridafiberglasspools.com",
      street: "10410 SW Village Pkwy, Suite 300",
      city: "Port St. Lucie",
      zip: "34987",
      hours: WEEKDAYS_9_TO_4,
    },
    orlando: {
      phone: "(407) 555-0141",
      email: "orlando@floridafiberglasspools.com",
      street: "4700 Millenia Blvd, Suite 175",
      city: "Orlando",
      zip: "32839",
      hours: WEEKDAYS_9_TO_4,
    },
  },
};
