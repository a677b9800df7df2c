// What the site reads from US ZIP codes (the `zipcodes` table): the office nearest each one, by great-circle
// distance from its centre, and the town of each Florida one. The package's table holds about 28 MB in memory,
// which every server process would otherwise keep: it is read once, on the first ZIP code asked about, into one
// byte per possible ZIP code (100 KB) and the Florida towns (about 1,500), and then let go.
import { createRequire } from "node:module";
import { sep } from "node:path";
import { OFFICE_LOCATIONS, type OfficeId } from "~/lib/company/offices";
import { findNearestOffice } from "./nearest-office";
import type * as ZipCodes from "zipcodes";

interface ZipTables {
  /** 0: a ZIP code the table does not know; n: OFFICE_LOCATIONS[n - 1]. */
  nearestOffice: Uint8Array;
  floridaTowns: Map<string, string>;
}

let tables: ZipTables | null = null;

function readTables(): ZipTables {
  const require = createRequire(import.meta.url);
  const { codes } = require("zipcodes") as typeof ZipCodes;
  const nearestOffice = new Uint8Array(100_000);
  const floridaTowns = new Map<string, string>();
  for (const code of Object.values(codes)) {
    if (!/^\d{5}$/.test(code.zip)) continue;
    const nearest = findNearestOffice(OFFICE_LOCATIONS, { lat: code.latitude, lng: code.longitude });
    if (nearest) nearestOffice[Number(code.zip)] = OFFICE_LOCATIONS.indexOf(nearest.office) + 1;
    if (code.state === "FL") floridaTowns.set(code.zip, code.city);
  }
  for (const path of Object.keys(require.cache)) {
    if (path.includes(`${sep}zipcodes${sep}`)) delete require.cache[path];
  }
  return { nearestOffice, floridaTowns };
}

const isZip = (zip: string) => /^\d{5}$/.test(zip);

/** The office nearest a five-digit ZIP code, or undefined for one that is not a US ZIP code. */
export function officeOfZip(zip: string): OfficeId | undefined {
  if (!isZip(zip)) return undefined;
  tables ??= readTables();
  const index = tables.nearestOffice[Number(zip)]!;
  return index ? OFFICE_LOCATIONS[index - 1]!.id : undefined;
}

/** The town of a Florida ZIP code (the offices serve Florida only; anything else is a misread number), or null. */
export function floridaTownOfZip(zip: string): string | null {
  if (!isZip(zip)) return null;
  tables ??= readTables();
  return tables.floridaTowns.get(zip) ?? null;
}
