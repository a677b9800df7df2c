import { parsePoolIds } from "~/lib/catalogue/favorites";
import { formatGallons, poolDisplayName } from "~/lib/catalogue/pool-display";
import { formatUsd } from "~/lib/catalogue/pricing";
import { INTERESTED_POOLS_FIELD, LEAD_INTEREST_FIELDS, type POOL_TYPES } from "~/lib/schemas/lead-values";
import { hasInvalidCharacters } from "~/lib/text/text-characters";

// What the estimate page reads from its query: the pool
// or service a link was about, turned into a prefilled message, a pool type,
// the "Pool Selected" notice and the interest fields stored with the lead.

export type LeadInterestField = (typeof LEAD_INTEREST_FIELDS)[number];
export type PoolType = (typeof POOL_TYPES)[number];
export type EstimateRequestType = "estimate" | "consultation";

/** Longest interest value the lead schema accepts; longer link values are cut, never allowed to block a lead. */
const INTEREST_MAX = 200;

/** The home carousel's short names for the estimate page's pool parameters. */
const CAROUSEL_ALIASES: Readonly<Record<string, LeadInterestField>> = {
  pool: "poolName",
  model: "poolModel",
  manufacturer: "poolManufacturer",
  series: "poolSeries",
  dimensions: "poolDimensions",
  depth: "poolDepth",
  shape: "poolShape",
  size: "poolSize",
};

/** The interest fields that describe a pool (all but service, source and interest), in the same order. */
const POOL_FIELDS: readonly LeadInterestField[] = LEAD_INTEREST_FIELDS.filter((field) => field.startsWith("pool"));

/** A pool loaded by poolId: the facts the notice shows. */
export interface SelectedPoolFacts {
  id: number;
  name: string;
  manufacturer: string | null;
  series: string | null;
  shape: string | null;
  dimensions: string | null;
  depth: string | null;
  volume: number | null;
}

export interface SelectionNotice {
  kind: "pool" | "resurfacing";
  title: string;
  facts: { label: string; value: string }[];
}

export interface EstimatePrefill {
  message: string;
  poolType: PoolType | "";
  /** Only LEAD_INTEREST_FIELDS keys, re-sent with the form and stored with the lead. */
  interest: Partial<Record<LeadInterestField, string>>;
  /** Digits of the poolId parameter, or null. */
  poolId: string | null;
  notice: SelectionNotice | null;
}

function clean(value: string | null | undefined): string {
  if (!value || hasInvalidCharacters(value)) return "";
  return value.trim().slice(0, INTEREST_MAX).trim();
}

/** A consultation request when the link says type=consultation, an estimate otherwise. */
export function estimateRequestType(query: URLSearchParams): EstimateRequestType {
  return query.get("type") === "consultation" ? "consultation" : "estimate";
}

/** poolId as a database id (1 to 9 digits), or null. */
export function queryPoolId(query: URLSearchParams): number | null {
  const value = query.get("poolId")?.trim() ?? "";
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** The interest fields of the query; the carousel's short names fill what the long names left empty. */
export function queryInterest(query: URLSearchParams): Partial<Record<LeadInterestField, string>> {
  const interest: Partial<Record<LeadInterestField, string>> = {};
  for (const field of LEAD_INTEREST_FIELDS) {
    const value = clean(query.get(field));
    if (value) interest[field] = value;
  }
  for (const [alias, field] of Object.entries(CAROUSEL_ALIASES)) {
    const value = clean(query.get(alias));
    if (value && !interest[field]) interest[field] = value;
  }
  // The catalogue grid sends length and width rather than a dimensions text.
  const length = clean(query.get("poolLength"));
  const width = clean(query.get("poolWidth"));
  if (!interest.poolDimensions && /^\d+(\.\d+)?$/.test(length) && /^\d+(\.\d+)?$/.test(width)) {
    interest.poolDimensions = `${width}' x ${length}'`;
  }
  return interest;
}

const RESURFACING_PATTERN = /resurfac|crack-repair/i;

function isResurfacing(interest: Partial<Record<LeadInterestField, string>>): boolean {
  return RESURFACING_PATTERN.test(interest.service ?? "") || RESURFACING_PATTERN.test(interest.interest ?? "");
}

/** "epoxy-resurfacing" → "Epoxy resurfacing". */
function humanise(slug: string): string {
  const words = slug.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function closingLine(type: EstimateRequestType): string {
  return type === "consultation" ? "Please contact me to schedule a consultation." : "Please send me a free estimate.";
}

/**
 * The estimate form's starting point for a link: a pool query prefills the
 * message and "Fiberglass", a resurfacing query the message and "Concrete
 * Pool Resurface"; either shows the Pool Selected notice.
 */
export function estimatePrefill(
  query: URLSearchParams,
  pool: SelectedPoolFacts | null = null,
  type: EstimateRequestType = estimateRequestType(query),
): EstimatePrefill {
  const interest = queryInterest(query);
  const poolId = pool ? String(pool.id) : (queryPoolId(query)?.toString() ?? null);
  const hasPoolQuery = pool !== null || POOL_FIELDS.some((field) => interest[field]);

  if (hasPoolQuery) {
    const name = interest.poolName || pool?.name || interest.poolModel || "";
    const manufacturer = pool?.manufacturer || interest.poolManufacturer || "";
    const dimensions = pool?.dimensions || interest.poolDimensions || interest.poolSize || "";
    const details = [manufacturer, dimensions].filter(Boolean).join(", ");
    const subject = name ? `the ${name}` : "a fiberglass pool";
    const facts = [
      { label: "Manufacturer", value: manufacturer },
      { label: "Series", value: pool?.series || interest.poolSeries || "" },
      { label: "Shape", value: pool?.shape || interest.poolShape || "" },
      { label: "Size", value: dimensions },
      { label: "Depth", value: pool?.depth || interest.poolDepth || "" },
      { label: "Capacity", value: pool?.volume ? formatGallons(pool.volume) : "" },
    ].filter((fact) => fact.value);
    return {
      message: `I'm interested in ${subject}${details ? ` (${details})` : ""}. ${closingLine(type)}`,
      poolType: "Fiberglass",
      interest,
      poolId,
      notice: { kind: "pool", title: name || "Fiberglass pool", facts },
    };
  }

  if (isResurfacing(interest)) {
    const service = interest.service && interest.service !== "resurfacing" ? interest.service : "";
    return {
      message: `I'm interested in pool resurfacing${service ? ` (${service})` : ""}. ${closingLine(type)}`,
      poolType: "Concrete Pool Resurface",
      interest,
      poolId,
      notice: {
        kind: "resurfacing",
        title: "Pool resurfacing",
        facts: service ? [{ label: "Service", value: humanise(service) }] : [],
      },
    };
  }

  return { message: "", poolType: "", interest, poolId, notice: null };
}

// ---------------------------------------------------------------------------
// Pools you're interested in (decision 029)

// The address names them as one comma-separated value, `/estimate?interestedPoolIds=3,7` (what /favorites links
// to, like `/compare?pools=3,7`); repeated parameters (`?interestedPoolIds=3&interestedPoolIds=7`, what a GET
// form of checkboxes sends) are read too. When the address names them (even none valid), the browser's saved
// favourites are not used (estimate-request.tsx).

/** The ids the address names, cleaned like the saved list (a link never fails the page): at most 12, no repeats. */
export function queryInterestedPoolIds(query: URLSearchParams): number[] {
  return parsePoolIds(query.getAll(INTERESTED_POOLS_FIELD).join(","));
}

/** A pool as the estimate form offers it: a ticked checkbox with its name, size and price from. */
export interface InterestedPoolOption {
  id: number;
  name: string;
  size: string;
  /** "From $52,300", or null when the pool has no price. */
  priceFrom: string | null;
}

export function interestedPoolOption(pool: {
  id: number;
  name: string | null;
  model: string | null;
  size: string | null;
  dimensions: string | null;
  price: number | null;
}): InterestedPoolOption {
  return {
    id: pool.id,
    name: poolDisplayName(pool),
    size: pool.size || pool.dimensions || "",
    priceFrom: pool.price ? `From ${formatUsd(pool.price)}` : null,
  };
}
