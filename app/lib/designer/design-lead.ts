// "Send me this design" (decision 032): what the designer's post stores with the
// lead. The record is built from the design as the server priced it, so the
// stored figures are the ones the visitor saw after the server's own check.
import type { LeadDesignLine } from "#db/schema/design.ts";
import { designQuery } from "./design-address";
import { quantityLabel } from "./design-quantity";
import type { Company } from "~/lib/company/company-profile";
import type { EmailMessage } from "~/lib/leads/lead-emails";
import { asOneLine } from "~/lib/text/text-characters";
import { formatUsd } from "~/lib/catalogue/pricing";
import { type Locale, localizedPath } from "~/lib/i18n/locale";
import type { TextAreas } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";

/** The design e-mail's words in the visitor's language (app/content/texts/designer.server.ts). */
export interface DesignEmailLanguage {
  locale: Locale;
  texts: TextAreas["designEmail"];
  /** The office hours as the e-mail's sentence writes them, in its language (written on the server). */
  hours: string;
}

export const DESIGN_SOURCE_PAGE = "design";
export const DESIGN_SUMMARY_PATH = "/design/summary";
/** The details the post carries besides the design (kept on a failed post to fill the form again). */
export const DESIGN_LEAD_FIELDS = [
  "firstName",
  "lastName",
  "phone",
  "email",
  "consentToContact",
  "newsletter",
] as const;

/** A design as a lead stores it (a lead_designs row without its lead id). */
export interface LeadDesignRecord {
  poolId: number | null;
  poolName: string | null;
  color: string | null;
  lineItems: LeadDesignLine[];
  total: number;
  monthly: number | null;
  apr: number | null;
  termMonths: number | null;
  lender: string | null;
}

/** A stored design as lines of text: the staff page, the CSV cell and the e-mail say the same. */
export function leadDesignLines(design: LeadDesignRecord): string[] {
  return [
    ...(design.color ? [`Color: ${design.color}`] : []),
    ...design.lineItems.map((line) =>
      line.unitLabel
        ? `${line.name}: ${quantityLabel(line.quantity, line.unitLabel)} × ${formatUsd(line.unitPrice)} = ${formatUsd(line.total)}`
        : `${line.name}: ${formatUsd(line.total)}`,
    ),
    `Total: ${formatUsd(design.total)}`,
    ...(design.monthly !== null
      ? [
          `Monthly: ${formatUsd(design.monthly)} at ${design.apr ?? "?"}% APR over ${design.termMonths ?? "?"} months${design.lender ? ` (${design.lender})` : ""}`,
        ]
      : []),
  ];
}

/** The printable summary's address of a stored design (the prices there are today's; the e-mail keeps the sent ones). */
export function leadDesignSummaryPath(design: LeadDesignRecord): string {
  const query = designQuery({
    poolId: design.poolId,
    color: design.color,
    addOns: design.lineItems.flatMap((line) =>
      line.key === null ? [] : [line.unitLabel ? { key: line.key, quantity: line.quantity } : { key: line.key }],
    ),
  });
  return query ? `${DESIGN_SUMMARY_PATH}?${query}` : DESIGN_SUMMARY_PATH;
}

/** The design's lines as the visitor read them, in their language (the staff's lines are leadDesignLines). */
function visitorDesignLines(design: LeadDesignRecord, { locale, texts }: DesignEmailLanguage): string[] {
  return [
    ...(design.color ? [fill(texts.color, { color: design.color })] : []),
    ...design.lineItems.map((line) => {
      const { name, unitLabel } = locale === "en" ? line : (line.shown ?? line);
      return unitLabel
        ? `${name}: ${quantityLabel(line.quantity, unitLabel, locale)} × ${formatUsd(line.unitPrice)} = ${formatUsd(line.total)}`
        : `${name}: ${formatUsd(line.total)}`;
    }),
    fill(texts.total, { amount: formatUsd(design.total) }),
    ...(design.monthly !== null
      ? [
          fill(texts.monthly, {
            amount: formatUsd(design.monthly),
            apr: design.apr ?? "?",
            months: design.termMonths ?? "?",
          }) + (design.lender ? ` (${design.lender})` : ""),
        ]
      : []),
  ];
}

/**
 * The visitor's copy of the design they sent, in place of the plain confirmation: only with an e-mail address
 * and their consent, else null and the usual confirmation goes. Written in the language of the page they sent it
 * from, and its summary link is that language's page.
 */
export function designVisitorEmail(
  company: Company,
  lead: { firstName: string; email: string | null; consentToContact: boolean },
  design: LeadDesignRecord,
  siteUrl: string,
  language: DesignEmailLanguage,
): EmailMessage | null {
  if (!lead.email || !lead.consentToContact) return null;
  const { locale, texts } = language;
  const summaryUrl = `${siteUrl.replace(/\/$/, "")}${localizedPath(locale, leadDesignSummaryPath(design))}`;
  return {
    senderName: company.name,
    to: [lead.email],
    subject: fill(texts.subject, { company: company.name }),
    text: [
      fill(texts.greeting, { name: asOneLine(lead.firstName).trim() }),
      "",
      texts.intro,
      "",
      ...(design.poolName ? [design.poolName] : []),
      ...visitorDesignLines(design, language).map((line) => `  ${line}`),
      "",
      fill(texts.printable, { url: summaryUrl }),
      "",
      fill(texts.call, { hours: language.hours, phone: company.tollFreePhone }),
      "",
      company.name,
    ].join("\n"),
  };
}
