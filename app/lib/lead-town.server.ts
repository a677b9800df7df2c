// The town a lead is in, for the lead cards: from the address the visitor typed ("55 Lake Shore Dr, Orlando, FL"),
// else from their ZIP code, else unknown (the card then names the office). Server only: the ZIP table is large.

const STATE_PART = /^(fl|florida)(\s+\d{5}(-\d{4})?)?$|^[a-z]{2}\s+\d{5}(-\d{4})?$/i;
const STREET_START = /^\d/;

/** "55 Lake Shore Dr, Orlando, FL 32801" → "Orlando"; null when the address names no town. */
export function townFromAddress(address: string | null | undefined): string | null {
  const parts = (address ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return null;
  const last = parts[parts.length - 1]!;
  const town = STATE_PART.test(last) ? parts[parts.length - 2]! : last;
  // "123 Palm Way, FL" leaves the street: no town in it.
  if (STREET_START.test(town)) return null;
  return town;
}

type ZipLookup = (zip: string) => { city: string } | undefined;
let zipLookup: Promise<ZipLookup> | undefined;

/** The town of a lead: its address's, else its ZIP code's, else null. */
export async function leadTown(lead: { address: string | null; zip: string | null }): Promise<string | null> {
  const fromAddress = townFromAddress(lead.address);
  if (fromAddress) return fromAddress;
  if (!lead.zip || !/^\d{5}$/.test(lead.zip)) return null;
  // Loaded on the first lead without a town in its address: the table is several megabytes.
  zipLookup ??= import("zipcodes").then((module) => (zip: string) => module.default.lookup(zip));
  return (await zipLookup)(lead.zip)?.city ?? null;
}
