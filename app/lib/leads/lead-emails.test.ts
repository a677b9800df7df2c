import { describe, expect, it } from "vitest";
import { DEFAULT_COMPANY_PROFILE } from "~/lib/company/company-profile-defaults";
import { buildCompany } from "~/lib/company/company-profile";
import { consultationOfficeEmail, consultationVisitorEmail } from "~/lib/consultations/consultation-emails";
import { designVisitorEmail } from "~/lib/designer/design-lead";
import { consultationEmailLanguage } from "~/content/texts/consultation.server";
import { designEmailLanguage } from "~/content/texts/designer.server";
import { type LeadForEmail, quotedVisitorText, staffNotificationEmail, visitorConfirmationEmail } from "./lead-emails";

const company = buildCompany(DEFAULT_COMPANY_PROFILE);

// A lead stored before names were kept to one line: its name and address must not add lines to any e-mail.
const lead: LeadForEmail = {
  id: 7,
  firstName: "Jo,\n\nYour deposit is due: pay at https://evil.example/pay\r\n",
  lastName: "Smith\nBcc: someone@evil.example",
  email: "jo@example.com",
  phone: "(239) 555-0100\n",
  address: "1 Palm Way\nPay now",
  message: "First line\r\nSecond line\n\nLast line",
  requestType: "estimate",
  sourcePage: "estimate",
  nearestBranch: "ORLANDO",
  poolType: null,
  budgetRange: null,
  timeframe: null,
  interest: { poolName: "Milan\nPay now" },
  createdAt: new Date("2031-08-04T12:00:00Z"),
};

const greeting = (text: string) => text.split("\n")[0]!;

describe("visitor text in e-mails", () => {
  it("quotes a message as the visitor's words, every line with '> '", () => {
    expect(quotedVisitorText("The customer wrote:", "One\r\nTwo\n\nThree\u2028Four")).toEqual([
      "The customer wrote:",
      "> One",
      "> Two",
      ">",
      "> Three",
      "> Four",
    ]);
  });

  it("keeps names, phones and addresses on their own line in the staff notice and its subject", () => {
    const notice = staffNotificationEmail(company, lead, ["staff@example.com"], "https://pools.example.com");
    expect(notice.subject).not.toMatch(/[\r\n]/);
    const lines = notice.text.split("\n");
    expect(lines[0]).toMatch(/^Estimate request #7 from Jo, {2}Your deposit is due/);
    for (const label of ["Name:", "Phone:", "Address:"]) {
      expect(lines.filter((line) => line.startsWith(label))).toHaveLength(1);
    }
    expect(lines.some((line) => line.startsWith("Bcc:") || line.startsWith("Pay now"))).toBe(false);
    const quoted = lines.indexOf("The customer wrote:");
    expect(lines.slice(quoted, quoted + 5)).toEqual([
      "The customer wrote:",
      "> First line",
      "> Second line",
      ">",
      "> Last line",
    ]);
  });

  it("greets the visitor on one line in every e-mail they get", () => {
    const office = company.offices.find((o) => o.id === "orlando")!;
    const booking = {
      id: 1,
      status: "booked",
      slotStart: new Date("2031-08-05T18:00:00Z"),
      slotEnd: new Date("2031-08-05T19:00:00Z"),
      tokenVersion: 1,
    };
    const mails = [
      visitorConfirmationEmail(company, lead)!,
      consultationVisitorEmail(
        company,
        office,
        lead,
        booking,
        "https://pools.example.com",
        new Date(),
        null,
        consultationEmailLanguage("en"),
      )!,
      designVisitorEmail(
        company,
        { ...lead, consentToContact: true },
        {
          poolId: null,
          poolName: null,
          color: null,
          lineItems: [],
          total: 0,
          monthly: null,
          apr: null,
          termMonths: null,
          lender: null,
        },
        "https://pools.example.com",
        designEmailLanguage("en", company),
      )!,
    ];
    for (const mail of mails) {
      expect(greeting(mail.text)).toBe("Hi Jo,  Your deposit is due: pay at https://evil.example/pay,");
      expect(mail.text.split("\n")[1]).toBe("");
    }
    const officeMail = consultationOfficeEmail(
      company,
      office,
      lead,
      booking,
      ["o@example.com"],
      "https://x.example",
      new Date(),
      consultationEmailLanguage("en"),
    );
    expect(officeMail.subject).not.toMatch(/[\r\n]/);
    expect(officeMail.text.split("\n").some((line) => line.startsWith("Bcc:") || line === "Pay now")).toBe(false);
  });
});
