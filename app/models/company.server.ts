import type { Database } from "#db/index.server.ts";
import { type Company, buildCompany } from "~/lib/company/company-profile";
import { getSetting } from "./site-settings.server";

/** The company profile as stored (cached a few seconds per process, see site-settings). */
export async function loadCompany(db: Database): Promise<Company> {
  return buildCompany(await getSetting(db, "company-profile"));
}
