import { cookiePolicy } from "./cookie-policy";
import { legalDisclaimers } from "./legal-disclaimers";
import { privacyPolicy } from "./privacy-policy";
import { termsOfService } from "./terms-of-service";
import type { LegalDocument } from "./types";

export type { LegalBlock, LegalDocument, LegalSection } from "./types";
export { LEGAL_LAST_UPDATED } from "./types";

/** The legal documents in the order the pages link to each other. */
export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [
  privacyPolicy,
  termsOfService,
  legalDisclaimers,
  cookiePolicy,
];

/** The document served at a path (trailing slash ignored), or undefined. */
export function legalDocumentForPath(pathname: string): LegalDocument | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return LEGAL_DOCUMENTS.find((doc) => doc.path === path);
}
