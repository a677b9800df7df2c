import { createContext, useContext } from "react";
import { DEFAULT_COMPANY_PROFILE } from "~/lib/company/company-profile-defaults";
import { type Company, type CompanyProfile, type WrittenHours, buildCompany } from "~/lib/company/company-profile";

// The root loader reads the company profile once per page load; every
// component reads it from here. The default serves component tests that
// render without the root route.
const CompanyContext = createContext<Company>(buildCompany(DEFAULT_COMPANY_PROFILE));

/** `written`: the hours in the page's language when it is not English, as the root loader wrote them. */
export function CompanyProvider({
  profile,
  written,
  children,
}: {
  profile: CompanyProfile;
  written?: WrittenHours;
  children: React.ReactNode;
}) {
  return <CompanyContext.Provider value={buildCompany(profile, written)}>{children}</CompanyContext.Provider>;
}

/** The company's names, phones, e-mails, offices and hours. */
export function useCompany(): Company {
  return useContext(CompanyContext);
}
