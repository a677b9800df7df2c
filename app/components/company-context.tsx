import { createContext, useContext } from "react";
import { DEFAULT_COMPANY_PROFILE } from "~/lib/company/company-profile-defaults";
import { type Company, type CompanyProfile, buildCompany } from "~/lib/company/company-profile";
import type { Locale } from "~/lib/i18n/locale";

// The root loader reads the company profile once per page load; every
// component reads it from here. The default serves component tests that
// render without the root route.
const CompanyContext = createContext<Company>(buildCompany(DEFAULT_COMPANY_PROFILE));

// The hours are written in the page's language here, in the browser as on the server, from the profile the page
// already carries: neither language's hours travel in the page as text of their own.
export function CompanyProvider({
  profile,
  locale,
  children,
}: {
  profile: CompanyProfile;
  locale?: Locale;
  children: React.ReactNode;
}) {
  return <CompanyContext.Provider value={buildCompany(profile, locale)}>{children}</CompanyContext.Provider>;
}

/** The company's names, phones, e-mails, offices and hours (in the page's language). */
export function useCompany(): Company {
  return useContext(CompanyContext);
}
