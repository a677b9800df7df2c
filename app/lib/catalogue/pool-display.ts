/**
 * Display fallbacks for pool cards and the formatting
 * helpers that turn measured numbers into stored display strings.
 */

export type PoolLike = object | null | undefined;

export const DEFAULT_POOL_NAME = "Premium Pool";
export const DEFAULT_POOL_SERIES = "Classic Series";
export const DEFAULT_POOL_SIZE = "Custom Size";
export const DEFAULT_POOL_DEPTH = "Varies";

function text(pool: PoolLike, key: string): string | null {
  if (pool === null || pool === undefined || typeof pool !== "object") return null;
  const value = (pool as { readonly [k: string]: unknown })[key];
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/** name → model → "Premium Pool" (trimmed; blank counts as missing). */
export function poolDisplayName(p: PoolLike): string {
  return text(p, "name") ?? text(p, "model") ?? DEFAULT_POOL_NAME;
}

/** series → "Classic Series". */
export function poolDisplaySeries(p: PoolLike): string {
  return text(p, "series") ?? DEFAULT_POOL_SERIES;
}

/** size → "Custom Size". */
export function poolDisplaySize(p: PoolLike): string {
  return text(p, "size") ?? DEFAULT_POOL_SIZE;
}

/** depth → "Varies". */
export function poolDisplayDepth(p: PoolLike): string {
  return text(p, "depth") ?? DEFAULT_POOL_DEPTH;
}

/**
 * Feet and inches rounded to the nearest inch: 13.83 → 13'10", 32 → 32',
 * 3.5 → 3'6", 11.99 → 12'. Non-finite input gives "".
 */
export function formatFeetInches(ft: number): string {
  if (!Number.isFinite(ft)) return "";
  const totalInches = Math.round(Math.abs(ft) * 12);
  const sign = ft < 0 && totalInches > 0 ? "-" : "";
  const feet = Math.floor(totalInches / 12);
  const inches = totalInches % 12;
  return inches === 0 ? `${sign}${feet}'` : `${sign}${feet}'${inches}"`;
}

/** Width by length: 13.83, 32 → 13'10" x 32'. */
export function formatDimensions(widthFt: number, lengthFt: number): string {
  return `${formatFeetInches(widthFt)} x ${formatFeetInches(lengthFt)}`;
}

function finite(n: number | null | undefined): n is number {
  return typeof n === "number" && Number.isFinite(n);
}

/**
 * Depth range, shallow to deep: 3.5, 6.08 → 3'6" - 6'1". Equal depths (to the
 * inch) give one value (4'); a single known depth gives that value; none → "".
 */
export function formatDepthRange(shallowFt: number | null | undefined, deepFt: number | null | undefined): string {
  const known = [shallowFt, deepFt].filter(finite);
  if (known.length === 0) return "";
  const low = formatFeetInches(Math.min(...known));
  const high = formatFeetInches(Math.max(...known));
  return low === high ? low : `${low} - ${high}`;
}

/** Nominal size in whole feet, width by length: 13.83, 32 → 14' x 32'. */
export function nominalSize(widthFt: number, lengthFt: number): string {
  return `${Math.round(widthFt)}' x ${Math.round(lengthFt)}'`;
}

/** Thousands-grouped whole number, locale-independent: 15300 → "15,300". */
export function formatThousands(n: number): string {
  if (!Number.isFinite(n)) return "";
  const rounded = Math.round(n);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return rounded < 0 ? `-${digits}` : digits;
}

/** 7700 → "7,700 gallons" (1 → "1 gallon"). Non-finite input gives "". */
export function formatGallons(n: number): string {
  if (!Number.isFinite(n)) return "";
  const rounded = Math.round(n);
  return `${formatThousands(rounded)} ${rounded === 1 ? "gallon" : "gallons"}`;
}
