import type { Company } from "~/lib/company/company-profile";
import { cookiePolicy } from "./cookie-policy";
import { legalDisclaimers } from "./legal-disclaimers";
import { privacyPolicy } from "./privacy-policy";
import { termsOfService } from "./terms-of-service";
import type { LegalDocument } from "./types";

export type { LegalBlock, LegalDocument } from "./types";

/** The legal documents in the order the pages link to each other; their texts name the company and its e-mail. */
export function legalDocuments(company: Company): readonly LegalDocument[] {
  return [privacyPolicy(company), termsOfService(company), legalDisclaimers(company), cookiePolicy(company)];
}

/** The document served at a path (trailing slash ignored), or undefined. */
export function legalDocumentForPath(company: Company, pathname: string): LegalDocument | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return legalDocuments(company).find((doc) => doc.path === path);
}
