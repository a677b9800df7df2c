import { Link } from "react-router";
import { useTexts } from "~/lib/i18n/texts";
import { fill, plural } from "~/lib/i18n/translate";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
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

/**
 * "Crystal" → "Crystal Collection" (`collection` is the page's "{series} Collection" text); a series already named
 * as a set ("Gelcoat Colors") stays as it is.
 */
export function collectionTitle(series: string, collection = "{series} Collection"): string {
  return /\b(collection|colou?rs)$/i.test(series) ? series : fill(collection, { series });
}

const collectionId = (series: string) => `collection-${series.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

interface ColorCollectionsProps {
  colors: readonly SwatchColor[];
  consultationHref: string;
}

/** A manufacturer's finish collections, each a row of swatches, and a consultation call. */
export function ColorCollections({ colors, consultationHref }: ColorCollectionsProps) {
  const t = useTexts("poolPanel").colors;
  const locale = useLocale();
  const to = useLocalePath();
  const groups = groupColorsBySeries(colors);
  return (
    <div>
      <div className="space-y-12">
        {groups.map((group) => (
          <section key={group.series} aria-labelledby={collectionId(group.series)}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 id={collectionId(group.series)} className="text-2xl font-extrabold text-ocean-950">
                {collectionTitle(group.series, t.collection)}
              </h3>
              <p className="text-sm font-medium text-slate-600">{plural(locale, group.colors.length, t.count)}</p>
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
          {t.sunNote}
        </p>
        <Link to={to(consultationHref)} className="btn-primary shrink-0">
          {t.consultation}
        </Link>
      </div>
    </div>
  );
}
