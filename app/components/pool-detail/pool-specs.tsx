import { formatGallons, poolDisplayDepth, poolDisplaySeries, poolDisplaySize } from "~/lib/catalogue/pool-display";

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
  installationTime?: string | null;
  features?: readonly string[] | null;
}

/** Every fact of a pool as label/value rows; rows without a value are left out (warranty only when known). */
export function poolSpecRows(pool: SpecPool): { label: string; value: string }[] {
  const rows: { label: string; value: string | null | undefined }[] = [
    { label: "Dimensions", value: pool.dimensions || poolDisplaySize(pool) },
    { label: "Nominal size", value: poolDisplaySize(pool) },
    { label: "Depth range", value: poolDisplayDepth(pool) },
    { label: "Capacity", value: pool.volume ? formatGallons(pool.volume) : null },
    { label: "Shape", value: pool.shape },
    { label: "Built-in spa", value: pool.builtInSpa || "No" },
    { label: "Size category", value: pool.sizeCategory },
    { label: "Manufacturer", value: pool.manufacturer || pool.brand },
    { label: "Series", value: poolDisplaySeries(pool) },
    { label: "Material", value: pool.material },
    { label: "Warranty", value: pool.warranty },
    { label: "Installation time", value: pool.installationTime },
  ];
  return rows.filter((row): row is { label: string; value: string } => Boolean(row.value?.trim()));
}

/**
 * Two-column cells: the warranty (a sentence) takes a full row at the end,
 * and so does the last short fact when it would otherwise sit alone.
 */
function specCells(rows: { label: string; value: string }[]) {
  const long = rows.filter((r) => r.label === "Warranty");
  const short = rows.filter((r) => r.label !== "Warranty");
  return [
    ...short.map((r, i) => ({ ...r, wide: short.length % 2 === 1 && i === short.length - 1 })),
    ...long.map((r) => ({ ...r, wide: true })),
  ];
}

/** Specification table and feature list of one pool. */
export function PoolSpecs({ pool }: { pool: SpecPool }) {
  const features = (pool.features ?? []).filter((f) => f.trim() !== "");
  return (
    <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
      <section aria-labelledby="pool-specs">
        <h2 id="pool-specs" className="text-2xl font-extrabold tracking-tight text-ocean-950 sm:text-3xl">
          Specifications
        </h2>
        <dl className="mt-6 grid grid-cols-2 overflow-hidden rounded-2xl border border-slate-200">
          {specCells(poolSpecRows(pool)).map((row) => (
            <div
              key={row.label}
              className={`border-b border-slate-200 px-4 py-4 last:border-b-0 sm:px-5 ${row.wide ? "col-span-2" : "odd:border-r"}`}
            >
              <dt className="text-xs font-bold tracking-wide text-slate-600 uppercase">{row.label}</dt>
              <dd className="mt-1 font-semibold text-ocean-950">{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="pool-features">
        <h2 id="pool-features" className="text-2xl font-extrabold tracking-tight text-ocean-950 sm:text-3xl">
          Features
        </h2>
        {features.length > 0 ? (
          <ul className="mt-6 space-y-3">
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
          <p className="mt-6 text-slate-700">Ask a specialist about steps, benches and options for this model.</p>
        )}
      </section>
    </div>
  );
}
