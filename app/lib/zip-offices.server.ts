// The office nearest each US ZIP code, by great-circle distance from the ZIP code's centre (the `zipcodes` table).
// The table is read once, on the first ZIP code asked for, and kept as one byte per possible ZIP code (100 KB):
// the package's own table holds about 28 MB in memory, which every server process would otherwise keep.
import { createRequire } from "node:module";
import { sep } from "node:path";
import { OFFICE_LOCATIONS, type OfficeId } from "~/content/company";
import { findNearestOffice } from "./nearest-office";
import type * as ZipCodes from "zipcodes";

let nearestOffice: Uint8Array | null = null;

function buildTable(): Uint8Array {
  const require = createRequire(import.meta.url);
  const { codes } = require("zipcodes") as typeof ZipCodes;
  // 0: a ZIP code the table does not know; n: OFFICE_LOCATIONS[n - 1].
  const table = new Uint8Array(100_000);
  for (const code of Object.values(codes)) {
    if (!/^\d{5}$/.test(code.zip)) continue;
    const nearest = findNearestOffice(OFFICE_LOCATIONS, { lat: code.latitude, lng: code.longitude });
    if (nearest) table[Number(code.zip)] = OFFICE_LOCATIONS.indexOf(nearest.office) + 1;
  }
  // Let the package's table go: only the one-byte answers are needed from now on.
  for (const path of Object.keys(require.cache)) {
    if (path.includes(`${sep}zipcodes${sep}`)) delete require.cache[path];
  }
  return table;
}

/** The office nearest a five-digit ZIP code, or undefined for one that is not a US ZIP code. */
export function officeOfZip(zip: string): OfficeId | undefined {
  if (!/^\d{5}$/.test(zip)) return undefined;
  nearestOffice ??= buildTable();
  const index = nearestOffice[Number(zip)]!;
  return index ? OFFICE_LOCATIONS[index - 1]!.id : undefined;
}
