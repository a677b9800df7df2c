import type { PoolIllustrationProps } from "./pool-illustration-drawing";

/** The drawings as files (scripts/pool-illustrations.ts writes them from PoolIllustrationDrawing). */
const DRAWING_URLS = import.meta.glob<string>("../../assets/resurfacing/*.svg", {
  query: "?url&no-inline",
  import: "default",
  eager: true,
});

/**
 * A before/after drawing of a pool as a cacheable image: one request shared by every visit instead of about
 * 2.5 KB of SVG in each page (decision 022). Decorative: the caption beside it says what it shows.
 */
export function PoolIllustration({
  state,
  damage,
  finish = "sapphire",
  className = "",
  loading = "lazy",
}: PoolIllustrationProps & { loading?: "lazy" | "eager" }) {
  const src = DRAWING_URLS[`../../assets/resurfacing/${state}-${damage}-${finish}.svg`];
  return <img src={src} alt="" width={320} height={220} loading={loading} decoding="async" className={className} />;
}
