// /compare (decision 029): what the table shows of each pool, which rows differ, the plan drawings at one scale, and
// the addresses of the page's links. Pure, so the loader builds the table's texts once and the browser only
// renders them.
import { COMPARE_DIFF_PARAM, COMPARE_PATH, NOT_LISTED } from "./compare-page";
import { compareEstimateHref } from "~/lib/leads/estimate-links";
import { DEFAULT_POOL_SERIES, formatFeetInches, formatThousands, poolDisplayName } from "./pool-display";
import { primaryPoolImage } from "./pool-image";
import { poolDetailHref } from "./pool-links";
import { planPixelsPerFoot } from "./pool-plan-svg";
import { formatUsd } from "./pricing";
import { type DroppedPoolId, formatPoolIdList } from "~/lib/schemas/pool-id-list";
import type { Locale } from "~/lib/i18n/locale";
import { type PluralText, fill, plural } from "~/lib/i18n/translate";

export type CompareRowKey =
  | "brand"
  | "shape"
  | "size"
  | "shallow"
  | "deep"
  | "gallons"
  | "spa"
  | "steps"
  | "benches"
  | "tanningLedge"
  | "installation"
  | "price";

/**
 * The words of the table's rows in a page's language (the compare texts send them). The English ones are the
 * default here so that the rules read and test on their own; the texts hold the same English words.
 */
export interface CompareWords {
  locale: Locale;
  labels: Record<CompareRowKey, string>;
  notListed: string;
  yes: string;
  no: string;
  builtIn: string;
  optional: string;
  priceOnRequest: string;
  classicSeries: string;
  gallons: PluralText;
  /** "{range} days": the installation time as staff enter it ("7-14 days"). */
  days: string;
  /** Shapes by their stored name. */
  shapes: Readonly<Record<string, string>>;
}

export const ENGLISH_COMPARE_WORDS: CompareWords = {
  locale: "en",
  labels: {
    brand: "Brand and series",
    shape: "Shape",
    size: "Length × width",
    shallow: "Shallow end",
    deep: "Deep end",
    gallons: "Water",
    spa: "Built-in spa",
    steps: "Steps",
    benches: "Benches",
    tanningLedge: "Tanning ledge",
    installation: "Installation time",
    price: "Price from",
  },
  notListed: NOT_LISTED,
  yes: "Yes",
  no: "No",
  builtIn: "Built-in",
  optional: "Optional add-on",
  priceOnRequest: "Price on request",
  classicSeries: DEFAULT_POOL_SERIES,
  gallons: { one: "{count} gallon", other: "{count} gallons" },
  days: "{range} days",
  shapes: {},
};

export { COMPARE_DIFF_PARAM, COMPARE_PATH, NOT_LISTED };

/** The pool fields the comparison reads (a catalogue row satisfies it). */
export interface ComparePoolInput {
  id: number;
  slug: string | null;
  name: string;
  model?: string | null;
  manufacturer?: string | null;
  brand?: string | null;
  series?: string | null;
  shape?: string | null;
  size?: string | null;
  dimensions?: string | null;
  depth?: string | null;
  lengthFt?: number | null;
  widthFt?: number | null;
  shallowDepthFt?: number | null;
  deepDepthFt?: number | null;
  gallons?: number | null;
  builtInSpa?: string | null;
  features?: readonly string[] | null;
  installationTime?: string | null;
  price?: number | null;
  imageUrl?: string | null;
  images?: readonly string[] | null;
}

/** The address of the comparison of these pools. */
export function compareHref(ids: readonly number[], options: { diff?: boolean } = {}): string {
  const query = new URLSearchParams();
  if (ids.length) query.set("pools", formatPoolIdList(ids));
  if (options.diff) query.set(COMPARE_DIFF_PARAM, "1");
  // Commas read better than %2C in an address people share; they are allowed in a query unescaped.
  const text = query.toString().replaceAll("%2C", ",");
  return text ? `${COMPARE_PATH}?${text}` : COMPARE_PATH;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Steps, benches and tanning ledge as the catalogue's feature texts name them ("built-in entry steps and bench",
 * "optional add-on side tanning ledge", "shallow-end bench"): "Built-in", "Optional add-on", or the feature's own
 * words when they say more; "Not listed" when no feature names it.
 */
export function poolFeatureFacts(
  features: readonly string[] | null | undefined,
  words: CompareWords = ENGLISH_COMPARE_WORDS,
) {
  const list = features ?? [];
  const fact = (pattern: RegExp, plain: RegExp): string => {
    const feature = list.find((text) => pattern.test(text));
    if (!feature) return words.notListed;
    if (/optional|add-on/i.test(feature)) return words.optional;
    if (/built-in/i.test(feature)) return words.builtIn;
    // The feature's own English words say more, but only on the English page; another language says it has one.
    return plain.test(feature.trim()) || words.locale !== "en" ? words.yes : capitalise(feature.trim());
  };
  return {
    steps: fact(/\bsteps?\b/i, /^(entry )?steps?$/i),
    benches: fact(/\bbench(es)?\b/i, /^bench(es)?$/i),
    tanningLedge: fact(/\btanning\b/i, /^tanning (ledge|shelf)$/i),
  };
}

const feet = (value: number | null | undefined) =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? formatFeetInches(value) : null;

/** One row of the table: a label and each pool's value, and whether the pools differ there. */
export interface CompareRow {
  key: CompareRowKey;
  label: string;
  values: string[];
  differs: boolean;
}

/** The rows of facts, in the order the table shows them (the picture, name and plan rows are the columns'). */
export function compareRows(
  pools: readonly ComparePoolInput[],
  words: CompareWords = ENGLISH_COMPARE_WORDS,
): CompareRow[] {
  const missing = words.notListed;
  const row = (key: CompareRowKey, value: (pool: ComparePoolInput) => string): CompareRow => {
    const values = pools.map(value);
    return { key, label: words.labels[key], values, differs: new Set(values).size > 1 };
  };
  const features = pools.map((pool) => poolFeatureFacts(pool.features, words));
  const facts = new Map(pools.map((pool, index) => [pool, features[index]!]));
  const shapeOf = (shape: string) => {
    const key = Object.keys(words.shapes).find((name) => name.toLowerCase() === shape.toLowerCase());
    return key ? words.shapes[key]! : shape;
  };
  const days = (time: string) => {
    const range = /^(\d+\s*-\s*\d+|\d+) days?$/i.exec(time)?.[1];
    return range ? fill(words.days, { range }) : time;
  };
  return [
    row("brand", (pool) =>
      [pool.manufacturer || pool.brand, pool.series || words.classicSeries].filter(Boolean).join(" · "),
    ),
    row("shape", (pool) => (pool.shape?.trim() ? shapeOf(pool.shape.trim()) : missing)),
    row("size", (pool) => {
      const length = feet(pool.lengthFt);
      const width = feet(pool.widthFt);
      return length && width ? `${length} × ${width}` : pool.dimensions?.trim() || missing;
    }),
    row("shallow", (pool) => feet(pool.shallowDepthFt) ?? missing),
    row("deep", (pool) => feet(pool.deepDepthFt) ?? missing),
    row("gallons", (pool) =>
      pool.gallons
        ? plural(words.locale, Math.round(pool.gallons), words.gallons, { count: formatThousands(pool.gallons) })
        : missing,
    ),
    row("spa", (pool) => (pool.builtInSpa === "Yes" ? words.yes : words.no)),
    row("steps", (pool) => facts.get(pool)!.steps),
    row("benches", (pool) => facts.get(pool)!.benches),
    row("tanningLedge", (pool) => facts.get(pool)!.tanningLedge),
    row("installation", (pool) => (pool.installationTime?.trim() ? days(pool.installationTime.trim()) : missing)),
    row("price", (pool) => (pool.price ? formatUsd(pool.price) : words.priceOnRequest)),
  ];
}

/** A pool's column head and links. */
export interface CompareColumn {
  id: number;
  name: string;
  href: string;
  /** An uploaded or linked photo; null when the pool has only its plan drawing. */
  photo: string | null;
  /** The plan drawing and its width in the column (percent), so every drawing in the table has one scale. */
  plan: { src: string; widthPercent: number } | null;
  estimateHref: string;
  /** This comparison without the pool. */
  removeHref: string;
}

const planSize = (pool: ComparePoolInput) =>
  pool.slug && pool.lengthFt && pool.widthFt && pool.lengthFt > 0 && pool.widthFt > 0
    ? { lengthFt: pool.lengthFt, widthFt: pool.widthFt }
    : null;

/**
 * Each drawing fills its own picture (a 12 ft pool is drawn larger per foot than a 40 ft one), so the drawing of
 * the pool drawn at the smallest scale takes the full column and every other one is narrowed by the ratio of the
 * scales: the same foot is then the same width in every column.
 */
export function planWidthsPercent(pools: readonly ComparePoolInput[]): (number | null)[] {
  const scales = pools.map((pool) => {
    const size = planSize(pool);
    return size ? planPixelsPerFoot(size.lengthFt, size.widthFt) : null;
  });
  const known = scales.filter((scale): scale is number => scale !== null);
  const smallest = Math.min(...known);
  return scales.map((scale) => (scale === null ? null : Math.round((1000 * smallest) / scale) / 10));
}

export function compareColumns(
  pools: readonly ComparePoolInput[],
  options: { diff?: boolean; planUrl: (slug: string) => string },
): CompareColumn[] {
  const ids = pools.map((pool) => pool.id);
  const widths = planWidthsPercent(pools);
  return pools.map((pool, index) => {
    const width = widths[index];
    return {
      id: pool.id,
      name: poolDisplayName(pool),
      href: poolDetailHref(pool),
      photo: primaryPoolImage({ imageUrl: pool.imageUrl, images: pool.images }),
      plan: pool.slug && width != null ? { src: options.planUrl(pool.slug), widthPercent: width } : null,
      estimateHref: compareEstimateHref(pool),
      removeHref: compareHref(
        ids.filter((id) => id !== pool.id),
        { diff: options.diff },
      ),
    };
  });
}

const searchText = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * The pools a visitor means by what they typed into "Add a pool": the pool of that exact name (any case), else every
 * pool whose name holds all the words typed ("cape 14" finds Cape Cod 14).
 */
export function findPoolsByName<T extends { name: string }>(query: string, pools: readonly T[]): T[] {
  const wanted = searchText(query);
  if (!wanted) return [];
  const exact = pools.filter((pool) => searchText(pool.name) === wanted);
  if (exact.length) return exact;
  const words = wanted.split(" ");
  return pools.filter((pool) => {
    const name = searchText(pool.name);
    return words.every((word) => name.includes(word));
  });
}

/** "a", "a and b", "a, b and c" ("a, b y c" in Spanish). */
function listText(items: readonly string[], locale: Locale): string {
  const and = locale === "es" ? "y" : "and";
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

/** The sentences of the notes about the address's left-out values, in a page's language. */
export interface DroppedWords {
  locale: Locale;
  /** An unknown pool by its number: "pool 7". */
  poolNumber: string;
  notANumber: PluralText;
  repeated: PluralText;
  unknown: PluralText;
  overMax: string;
}

export const ENGLISH_DROPPED_WORDS: DroppedWords = {
  locale: "en",
  poolNumber: "pool {id}",
  notANumber: {
    one: "{values} is not a pool number, so we left it out.",
    other: "{values} are not pool numbers, so we left them out.",
  },
  repeated: {
    one: "{names} was listed more than once; each pool is shown once.",
    other: "{names} were listed more than once; each pool is shown once.",
  },
  unknown: {
    one: "Pool {ids} is not in our catalog (a model may have been retired), so we left it out.",
    other: "Pools {ids} are not in our catalog (a model may have been retired), so we left them out.",
  },
  overMax: "You can compare up to {max} pools at a time, so these are the first {max}. Left out: {names}.",
};

/**
 * What the page says about the values of its address it left out, one sentence per reason, in the order the
 * reasons first occur. `nameOf` names the catalogue's pools (an over-the-max pool is named, an unknown one is not).
 */
export function droppedPoolNotes(
  dropped: readonly DroppedPoolId[],
  options: { nameOf: (id: number) => string | undefined; max: number; words?: DroppedWords },
): string[] {
  const words = options.words ?? ENGLISH_DROPPED_WORDS;
  const list = (items: readonly string[]) => listText(items, words.locale);
  const named = (id: number) => options.nameOf(id) ?? fill(words.poolNumber, { id });
  const unique = (items: string[]) => [...new Set(items)];
  const of = <R extends DroppedPoolId["reason"]>(reason: R) =>
    dropped.filter((item): item is Extract<DroppedPoolId, { reason: R }> => item.reason === reason);
  const notes = new Map<DroppedPoolId["reason"], string>();
  for (const { reason } of dropped) {
    if (notes.has(reason)) continue;
    if (reason === "not-a-number") {
      const values = unique(of("not-a-number").map((item) => `“${item.value}”`));
      notes.set(reason, plural(words.locale, values.length, words.notANumber, { values: list(values) }));
    } else if (reason === "repeated") {
      const names = unique(of("repeated").map((item) => named(item.id)));
      notes.set(reason, capitalise(plural(words.locale, names.length, words.repeated, { names: list(names) })));
    } else if (reason === "unknown") {
      const ids = unique(of("unknown").map((item) => String(item.id)));
      notes.set(reason, plural(words.locale, ids.length, words.unknown, { ids: list(ids) }));
    } else {
      const names = of("over-max").map((item) => named(item.id));
      notes.set(reason, fill(words.overMax, { max: options.max, names: list(names) }));
    }
  }
  return [...notes.values()];
}
