import { Link } from "react-router";
import { ColorSwatch, type SwatchColor } from "./color-swatch";

/** Colours grouped by their series (collection), in the order they arrive. */
export function groupColorsBySeries(colors: readonly SwatchColor[]): { series: string; colors: SwatchColor[] }[] {
  const groups = new Map<string, SwatchColor[]>();
  for (const color of colors) {
    const series = color.series?.trim() || "Signature";
    groups.set(series, [...(groups.get(series) ?? []), color]);
  }
  return [...groups].map(([series, list]) => ({ series, colors: list }));
}

/** "Crystal" → "Crystal Collection"; a series already named as a set ("Gelcoat Colors") stays as it is. */
export function collectionTitle(series: string): string {
  return /\b(collection|colou?rs)$/i.test(series) ? series : `${series} Collection`;
}

const collectionId = (series: string) => `collection-${series.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

interface ColorCollectionsProps {
  colors: readonly SwatchColor[];
  consultationHref: string;
}

/** A manufacturer's finish collections, each a row of swatches, and a consultation call. */
export function ColorCollections({ colors, consultationHref }: ColorCollectionsProps) {
  const groups = groupColorsBySeries(colors);
  return (
    <div>
      <div className="space-y-12">
        {groups.map((group) => (
          <section key={group.series} aria-labelledby={collectionId(group.series)}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 id={collectionId(group.series)} className="text-2xl font-extrabold text-ocean-950">
                {collectionTitle(group.series)}
              </h3>
              <p className="text-sm font-medium text-slate-600">
                {group.colors.length} {group.colors.length === 1 ? "color" : "colors"}
              </p>
            </div>
            <ul className="mt-5 grid grid-cols-2 gap-5 sm:grid-cols-3 lg:grid-cols-6">
              {group.colors.map((color) => (
                <li key={color.id}>
                  <ColorSwatch color={color} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-ocean-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="icon-before icon-Palette flex items-start gap-3 text-slate-700 before:mt-0.5 before:size-5 before:text-ocean-700">
          Colors look different in Florida sun than on a screen. See real finish samples with a specialist before you
          choose.
        </p>
        <Link to={consultationHref} className="btn-primary shrink-0">
          Schedule Color Consultation
        </Link>
      </div>
    </div>
  );
}
