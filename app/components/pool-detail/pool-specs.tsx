import { daysIn, depthIn, gallonsIn, namedValue, seriesIn, sizeIn } from "~/lib/catalogue/pool-labels";
import type { Locale } from "~/lib/i18n/locale";
import { type TextAreas, useTexts } from "~/lib/i18n/texts";
import { useLocale } from "~/lib/i18n/use-locale";

export interface SpecPool {
  manufacturer?: string | null;
  brand?: string | null;
  series?: string | null;
  shape?: string | null;
  size?: string | null;
  sizeCategory?: string | null;
  dimensions?: string | null;
  depth?: string | null;
  volume?: number | null;
  builtInSpa?: string | null;
  material?: string | null;
  warranty?: string | null;
  /** False when a Spanish page shows the English warranty (no Spanish one written). */
  warrantyTranslated?: boolean;
  installationTime?: string | null;
  features?: readonly string[] | null;
  /** "en-US" when a Spanish page shows the English features (none written in Spanish). */
  featuresLang?: "en-US" | undefined;
}

/** The words the specification table needs, in the page's language. */
export interface SpecTexts {
  card: TextAreas["poolCard"];
  detail: TextAreas["poolDetail"];
}

type RowKey = keyof TextAreas["poolDetail"]["specs"]["rows"];

/** "7-14 days" as staff enter it, in the page's language ("7-14 días"); anything else as it is. */
export function installationTimeIn(t: TextAreas["poolDetail"], time: string | null | undefined): string | null {
  return daysIn(t.days, time);
}

/** Every fact of a pool as label/value rows; rows without a value are left out (warranty only when known). */
export function poolSpecRows(
  pool: SpecPool,
  { card, detail }: SpecTexts,
  locale: Locale = "en",
): { key: RowKey; label: string; value: string }[] {
  const spec = detail.specs;
  const values: Record<RowKey, string | null | undefined> = {
    dimensions: pool.dimensions || sizeIn(card, pool),
    nominalSize: sizeIn(card, pool),
    depthRange: depthIn(card, pool),
    capacity: pool.volume ? gallonsIn(locale, pool.volume, card.gallons) : null,
    shape: namedValue(card.shapes, pool.shape),
    builtInSpa: pool.builtInSpa === "Yes" ? spec.yes : spec.no,
    sizeCategory: namedValue(card.sizes, pool.sizeCategory),
    manufacturer: pool.manufacturer || pool.brand,
    series: seriesIn(card, pool),
    material: namedValue(detail.materials, pool.material),
    warranty: pool.warranty,
    installationTime: installationTimeIn(detail, pool.installationTime),
  };
  return (Object.keys(spec.rows) as RowKey[])
    .map((key) => ({ key, label: spec.rows[key], value: values[key] }))
    .filter((row): row is { key: RowKey; label: string; value: string } => Boolean(row.value?.trim()));
}

/**
 * Two-column cells: the warranty (a sentence) takes a full row at the end,
 * and so does the last short fact when it would otherwise sit alone.
 */
function specCells(rows: { key: RowKey; label: string; value: string }[]) {
  const long = rows.filter((r) => r.key === "warranty");
  const short = rows.filter((r) => r.key !== "warranty");
  return [
    ...short.map((r, i) => ({ ...r, wide: short.length % 2 === 1 && i === short.length - 1 })),
    ...long.map((r) => ({ ...r, wide: true })),
  ];
}

/** Specification table and feature list of one pool. */
export function PoolSpecs({ pool }: { pool: SpecPool }) {
  const card = useTexts("poolCard");
  const detail = useTexts("poolDetail");
  const locale = useLocale();
  const t = detail.specs;
  const features = (pool.features ?? []).filter((f) => f.trim() !== "");
  return (
    <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
      <section aria-labelledby="pool-specs">
        <h2 id="pool-specs" className="text-2xl font-extrabold tracking-tight text-ocean-950 sm:text-3xl">
          {t.heading}
        </h2>
        <dl className="mt-6 grid grid-cols-2 overflow-hidden rounded-2xl border border-slate-200">
          {specCells(poolSpecRows(pool, { card, detail }, locale)).map((row) => (
            <div
              key={row.key}
              className={`border-b border-slate-200 px-4 py-4 last:border-b-0 sm:px-5 ${row.wide ? "col-span-2" : "odd:border-r"}`}
            >
              <dt className="text-xs font-bold tracking-wide text-slate-600 uppercase">{row.label}</dt>
              <dd
                lang={row.key === "warranty" && pool.warrantyTranslated === false ? "en-US" : undefined}
                className="mt-1 font-semibold text-ocean-950"
              >
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="pool-features">
        <h2 id="pool-features" className="text-2xl font-extrabold tracking-tight text-ocean-950 sm:text-3xl">
          {t.features}
        </h2>
        {features.length > 0 ? (
          <ul lang={pool.featuresLang} className="mt-6 space-y-3">
            {features.map((feature) => (
              <li
                key={feature}
                className="icon-before icon-Check flex gap-3 rounded-xl bg-ocean-50 px-4 py-3 text-slate-800 before:mt-0.5 before:size-5 before:text-palm-600"
              >
                <span className="first-letter:uppercase">{feature}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 text-slate-700">{t.noFeatures}</p>
        )}
      </section>
    </div>
  );
}
