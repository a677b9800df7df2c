// The pool or service a visitor came from, as the estimate form carried it (leads.interest: the estimate
// page's query parameters), read the same way on the lead page and in the CSV export.

const INTEREST_LABELS: Record<string, string> = {
  poolName: "Pool",
  poolModel: "Pool model",
  poolSize: "Pool size",
  poolShape: "Pool shape",
  poolSeries: "Pool series",
  poolManufacturer: "Manufacturer",
  poolDimensions: "Dimensions",
  poolDepth: "Depth",
  service: "Service",
  source: "Came from",
  interest: "Interested in",
};

/** Label and value of each stored interest entry, in the order stored; empty values left out. */
export function leadInterestEntries(interest: unknown): [label: string, value: string][] {
  if (!interest || typeof interest !== "object" || Array.isArray(interest)) return [];
  return Object.entries(interest as Record<string, unknown>).flatMap(([key, value]) =>
    value === null || value === undefined || value === "" ? [] : [[INTEREST_LABELS[key] ?? key, String(value)]],
  );
}
