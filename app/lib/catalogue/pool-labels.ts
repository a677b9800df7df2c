import {
  DEFAULT_POOL_DEPTH,
  DEFAULT_POOL_SERIES,
  DEFAULT_POOL_SIZE,
  type PoolLike,
  formatThousands,
  poolDisplayDepth,
  poolDisplaySeries,
  poolDisplaySize,
} from "./pool-display";
import type { TextAreas } from "~/lib/i18n/texts";
import type { Locale } from "~/lib/i18n/locale";
import { type PluralText, fill, plural } from "~/lib/i18n/translate";

/**
 * A catalogue value (a shape, a size class) in the page's language: its name in `names` (any case), else the value
 * as staff wrote it. The address and the filters keep the stored value, so both languages list the same pools.
 */
export function namedValue(names: Readonly<Record<string, string>>, value: string): string;
export function namedValue(names: Readonly<Record<string, string>>, value: string | null | undefined): string | null;
export function namedValue(names: Readonly<Record<string, string>>, value: string | null | undefined) {
  if (!value) return value ?? null;
  const wanted = value.trim().toLowerCase();
  const key = Object.keys(names).find((name) => name.toLowerCase() === wanted);
  return key ? names[key]! : value;
}

/** 7700 → "7,700 gallons" / "7,700 galones" (both languages group thousands with a comma in the US). */
export function gallonsIn(locale: Locale, gallons: number, text: PluralText): string {
  const rounded = Math.round(gallons);
  return plural(locale, rounded, text, { count: formatThousands(rounded) });
}

/** "7-14 days" (a figure of the site, or an installation time staff enter) in the page's language, from `unit` ("{range} días"). */
export function daysIn(unit: string, days: string | null | undefined): string | null {
  const range = days?.trim().match(/^(\d+\s*-\s*\d+|\d+) days?$/i)?.[1];
  return range ? fill(unit, { range }) : (days ?? null);
}

type CardTexts = Pick<TextAreas["poolCard"], "classicSeries" | "depthVaries" | "depthUpTo" | "customSize">;

/** The pool's series, or the catalogue's name for a pool without one, in the page's language. */
export function seriesIn(t: CardTexts, pool: PoolLike): string {
  const series = poolDisplaySeries(pool);
  return series === DEFAULT_POOL_SERIES ? t.classicSeries : series;
}

/** The pool's depth in the page's language ("Varies" when unknown, "Hasta 4'10\"" for a pool without a shallow end). */
export function depthIn(t: CardTexts, pool: PoolLike): string {
  const depth = poolDisplayDepth(pool);
  if (depth === DEFAULT_POOL_DEPTH) return t.depthVaries;
  // A pool without a shallow end is stored as "Up to 4'10"" (its deep end), in English like every stored value.
  const deepEnd = /^up to (.+)$/i.exec(depth)?.[1];
  return deepEnd ? fill(t.depthUpTo, { depth: deepEnd }) : depth;
}

/** The pool's nominal size, or "Custom Size" in the page's language. */
export function sizeIn(t: CardTexts, pool: PoolLike): string {
  const size = poolDisplaySize(pool);
  return size === DEFAULT_POOL_SIZE ? t.customSize : size;
}
