import type { Company } from "~/lib/company/company-profile";
import type { Locale } from "~/lib/i18n/locale";
import { cookiePolicy } from "./cookie-policy";
import { legalDisclaimers } from "./legal-disclaimers";
import { privacyPolicy } from "./privacy-policy";
import { termsOfService } from "./terms-of-service";
import { cookiePolicyEs } from "./es/cookie-policy";
import { legalDisclaimersEs } from "./es/legal-disclaimers";
import { privacyPolicyEs } from "./es/privacy-policy";
import { termsOfServiceEs } from "./es/terms-of-service";
import type { LegalDocument } from "./types";

export type { LegalDocument } from "./types";

/**
 * The legal documents in the order the pages link to each other, in `locale`; their texts name the company and its
 * e-mail. The Spanish versions keep the English ones' sections and anchors, so a link to a section works in both.
 */
export function legalDocuments(company: Company, locale: Locale = "en"): readonly LegalDocument[] {
  return locale === "es"
    ? [privacyPolicyEs(company), termsOfServiceEs(company), legalDisclaimersEs(company), cookiePolicyEs(company)]
    : [privacyPolicy(company), termsOfService(company), legalDisclaimers(company), cookiePolicy(company)];
}

/** The document served at an English path (trailing slash ignored), or undefined. */
export function legalDocumentForPath(
  company: Company,
  pathname: string,
  locale: Locale = "en",
): LegalDocument | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return legalDocuments(company, locale).find((doc) => doc.path === path);
}
