// /compare (decision 029): what the table shows of each pool, which rows differ, the plan drawings at one scale, and
// the addresses of the page's links. Pure, so the loader builds the table's texts once and the browser only
// renders them.
import { COMPARE_DIFF_PARAM, COMPARE_PATH, NOT_LISTED } from "./compare-page";
import { compareEstimateHref } from "~/lib/leads/estimate-links";
import { DEFAULT_POOL_SERIES, formatFeetInches, formatGallons, poolDisplayName } from "./pool-display";
import { primaryPoolImage } from "./pool-image";
import { poolDetailHref } from "./pool-links";
import { planPixelsPerFoot } from "./pool-plan-svg";
import { formatUsd } from "./pricing";
import { type DroppedPoolId, formatPoolIdList } from "~/lib/schemas/pool-id-list";

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
export function poolFeatureFacts(features: readonly string[] | null | undefined) {
  const list = features ?? [];
  const fact = (pattern: RegExp, plain: RegExp): string => {
    const feature = list.find((text) => pattern.test(text));
    if (!feature) return NOT_LISTED;
    if (/optional|add-on/i.test(feature)) return "Optional add-on";
    if (/built-in/i.test(feature)) return "Built-in";
    return plain.test(feature.trim()) ? "Yes" : capitalise(feature.trim());
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
  key: string;
  label: string;
  values: string[];
  differs: boolean;
}

/** The rows of facts, in the order the table shows them (the picture, name and plan rows are the columns'). */
export function compareRows(pools: readonly ComparePoolInput[]): CompareRow[] {
  const row = (key: string, label: string, value: (pool: ComparePoolInput) => string): CompareRow => {
    const values = pools.map(value);
    return { key, label, values, differs: new Set(values).size > 1 };
  };
  const features = pools.map((pool) => poolFeatureFacts(pool.features));
  const featureRow = (key: "steps" | "benches" | "tanningLedge", label: string): CompareRow => {
    const values = features.map((facts) => facts[key]);
    return { key, label, values, differs: new Set(values).size > 1 };
  };
  return [
    row("brand", "Brand and series", (pool) =>
      [pool.manufacturer || pool.brand, pool.series || DEFAULT_POOL_SERIES].filter(Boolean).join(" · "),
    ),
    row("shape", "Shape", (pool) => pool.shape?.trim() || NOT_LISTED),
    row("size", "Length × width", (pool) => {
      const length = feet(pool.lengthFt);
      const width = feet(pool.widthFt);
      return length && width ? `${length} × ${width}` : pool.dimensions?.trim() || NOT_LISTED;
    }),
    row("shallow", "Shallow end", (pool) => feet(pool.shallowDepthFt) ?? NOT_LISTED),
    row("deep", "Deep end", (pool) => feet(pool.deepDepthFt) ?? NOT_LISTED),
    row("gallons", "Water", (pool) => (pool.gallons ? formatGallons(pool.gallons) : NOT_LISTED)),
    row("spa", "Built-in spa", (pool) => (pool.builtInSpa === "Yes" ? "Yes" : "No")),
    featureRow("steps", "Steps"),
    featureRow("benches", "Benches"),
    featureRow("tanningLedge", "Tanning ledge"),
    row("installation", "Installation time", (pool) => pool.installationTime?.trim() || NOT_LISTED),
    row("price", "Price from", (pool) => (pool.price ? formatUsd(pool.price) : "Price on request")),
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

/** "a", "a and b", "a, b and c". */
function listText(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * What the page says about the values of its address it left out, one sentence per reason, in the order the
 * reasons first occur. `nameOf` names the catalogue's pools (an over-the-max pool is named, an unknown one is not).
 */
export function droppedPoolNotes(
  dropped: readonly DroppedPoolId[],
  options: { nameOf: (id: number) => string | undefined; max: number },
): string[] {
  const named = (id: number) => options.nameOf(id) ?? `pool ${id}`;
  const unique = (items: string[]) => [...new Set(items)];
  const of = <R extends DroppedPoolId["reason"]>(reason: R) =>
    dropped.filter((item): item is Extract<DroppedPoolId, { reason: R }> => item.reason === reason);
  const notes = new Map<DroppedPoolId["reason"], string>();
  for (const { reason } of dropped) {
    if (notes.has(reason)) continue;
    if (reason === "not-a-number") {
      const values = unique(of("not-a-number").map((item) => `“${item.value}”`));
      notes.set(
        reason,
        `${listText(values)} ${values.length === 1 ? "is not a pool number" : "are not pool numbers"}, so we left ${values.length === 1 ? "it" : "them"} out.`,
      );
    } else if (reason === "repeated") {
      const names = unique(of("repeated").map((item) => named(item.id)));
      notes.set(
        reason,
        `${capitalise(listText(names))} ${names.length === 1 ? "was" : "were"} listed more than once; each pool is shown once.`,
      );
    } else if (reason === "unknown") {
      const ids = unique(of("unknown").map((item) => String(item.id)));
      notes.set(
        reason,
        `${ids.length === 1 ? "Pool" : "Pools"} ${listText(ids)} ${ids.length === 1 ? "is" : "are"} not in our catalog (a model may have been retired), so we left ${ids.length === 1 ? "it" : "them"} out.`,
      );
    } else {
      const names = of("over-max").map((item) => named(item.id));
      notes.set(
        reason,
        `You can compare up to ${options.max} pools at a time, so these are the first ${options.max}. Left out: ${listText(names)}.`,
      );
    }
  }
  return [...notes.values()];
}
