// A list of pool ids in an address (/compare?pools=3,7,9; later /favorites?pools=...): one parser for every page
// that takes one, so "3, 7", "3,,7", "3,3" and "3&pools=7" mean the same everywhere. The page says what it left
// out, so the parser returns the dropped values with the reason, never only the ids it kept.
import { z } from "./zod";

/** Why a value of the list was left out. */
export type DroppedPoolId =
  | { reason: "not-a-number"; value: string }
  | { reason: "repeated"; id: number }
  | { reason: "unknown"; id: number }
  | { reason: "over-max"; id: number };

export interface PoolIdList {
  /** Valid ids in the order the address gives them, each once, at most `max`. */
  ids: number[];
  dropped: DroppedPoolId[];
}

export interface PoolIdListOptions {
  /** How many ids the page shows (4 on /compare); the rest are dropped as "over-max", in order. */
  max: number;
  /**
   * Whether an id names a pool the page can show (the loader asks the catalogue). An unknown id is dropped before
   * the max is counted, so "1,999,2,3,4" still shows four pools.
   */
  isKnown?: (id: number) => boolean;
}

/** More values than this are not read at all: an address is not a way to make the server split a megabyte. */
const MAX_VALUES_READ = 50;

/** A pool id as written in an address: digits only (no sign, exponent or decimals), 1 to 999,999,999. */
const PoolIdSchema = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .refine((id) => id > 0);

/**
 * The ids of a `pools` parameter, given as its values (`searchParams.getAll("pools")`) or one string: comma or
 * space separated, blanks between commas ignored.
 */
export function parsePoolIdList(raw: string | readonly string[] | null | undefined, options: PoolIdListOptions) {
  const values = (typeof raw === "string" ? [raw] : (raw ?? []))
    .flatMap((value) => value.split(/[\s,]+/))
    .filter((value) => value !== "")
    .slice(0, MAX_VALUES_READ);
  const result: PoolIdList = { ids: [], dropped: [] };
  const seen = new Set<number>();
  for (const value of values) {
    const parsed = PoolIdSchema.safeParse(value);
    if (!parsed.success) {
      result.dropped.push({ reason: "not-a-number", value: value.slice(0, 40) });
    } else if (seen.has(parsed.data)) {
      result.dropped.push({ reason: "repeated", id: parsed.data });
    } else {
      seen.add(parsed.data);
      if (options.isKnown && !options.isKnown(parsed.data)) result.dropped.push({ reason: "unknown", id: parsed.data });
      else if (result.ids.length >= options.max) result.dropped.push({ reason: "over-max", id: parsed.data });
      else result.ids.push(parsed.data);
    }
  }
  return result;
}

/** The `pools` value for a list of ids: "3,7,9". */
export function formatPoolIdList(ids: readonly number[]): string {
  return ids.join(",");
}
