import { DEFAULT_COMPANY_PROFILE } from "~/lib/company/company-profile-defaults";
import { buildCompany } from "~/lib/company/company-profile";

/** The profile a fresh (seeded) database holds: what pages show until staff change it. */
export const seededCompany = buildCompany(DEFAULT_COMPANY_PROFILE);
