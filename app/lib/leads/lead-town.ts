// The town a lead is in, as the lead cards and the alerts on staff phones name it. Only a town, never a street: a
// phone's lock screen shows the alert to anyone nearby. From the lead's ZIP code (or one written in the address),
// else a town the offices serve named in the address, else none (the callers then name the lead's office).
import { type Company, findOfficeByBranchLabel } from "~/lib/company/company-profile";
import { OFFICE_LOCATIONS } from "~/lib/company/offices";

/** Towns the offices serve, longest first, so "West Palm Beach" wins over "Palm Beach". */
const KNOWN_TOWNS = [...new Set(OFFICE_LOCATIONS.flatMap((office) => [office.name, ...office.serviceTowns]))].sort(
  (a, b) => b.length - a.length,
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The last five-digit number of an address, read as its ZIP code ("..., FL 32789-1234" -> "32789"). */
const ZIP_IN_ADDRESS = /\b(\d{5})(?:-\d{4})?\b(?!.*\b\d{5}\b)/;

/** `townOfZip`: the town of a ZIP code, or null (app/lib/company/zip-codes.server.ts reads the table on the server). */
export function leadTown(
  lead: { address: string | null; zip: string | null },
  townOfZip: (zip: string) => string | null,
): string | null {
  const zip = lead.zip ?? ZIP_IN_ADDRESS.exec(lead.address ?? "")?.[1];
  const fromZip = zip ? townOfZip(zip) : null;
  if (fromZip) return fromZip;
  const address = lead.address ?? "";
  return KNOWN_TOWNS.find((town) => new RegExp(`\\b${escapeRegExp(town)}\\b`, "i").test(address)) ?? null;
}

/**
 * Where a push says a lead is: its town, else the name of its office (never a street: see above), else null.
 */
export function leadPlace(
  lead: { address: string | null; zip: string | null; nearestBranch: string | null },
  company: Company,
  townOfZip: (zip: string) => string | null,
): string | null {
  return leadTown(lead, townOfZip) ?? findOfficeByBranchLabel(company, lead.nearestBranch)?.name ?? null;
}
