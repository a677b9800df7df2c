import { createRequire } from "node:module";

interface ZipRecord {
  city: string;
  state: string;
}

// The package ships no types; this is the one function of it used here.
const zipcodes = createRequire(import.meta.url)("zipcodes") as { lookup(zip: string): ZipRecord | undefined };

/** The town of a Florida ZIP code (the offices serve Florida only; anything else is a misread number). */
export function floridaTownOfZip(zip: string): string | null {
  const record = zipcodes.lookup(zip);
  return record?.state === "FL" ? record.city : null;
}
