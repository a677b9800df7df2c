import { Link } from "react-router";
import { PoolImage } from "~/components/pool-image";
import { poolDisplayName, poolDisplaySize } from "~/lib/catalogue/pool-display";
import { poolDetailHref } from "~/lib/catalogue/pool-links";
import type { Locale } from "~/lib/i18n/locale";
import { fallbackLang, inLanguage } from "~/lib/i18n/staff-content";
import { type TextAreas, useTexts } from "~/lib/i18n/texts";
import { fill, plural } from "~/lib/i18n/translate";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { shapeTitle } from "./catalogue-words";
import { Carousel } from "./carousel";
import { type PoolGroup, groupPoolsBySeries } from "./series-groups";

/** What a slide shows of a pool: the group's lead picture and description, and a row per model. */
export interface SeriesPool {
  id: number;
  slug: string | null;
  name: string;
  model?: string | null;
  description?: string | null;
  /** "en-US" when a Spanish page shows the English description (none written in Spanish). */
  descriptionLang?: "en-US" | undefined;
  manufacturer?: string | null;
  brand?: string | null;
  shape?: string | null;
  dimensions?: string | null;
  imageUrl?: string | null;
  planImageUrl?: string | null;
}

/** The carousel's slides, built on the server so the page carries these few fields rather than every pool. */
export function seriesSlides(
  pools: readonly (SeriesPool & { series?: string | null; descriptionEs?: string | null })[],
  locale: Locale,
): PoolGroup<SeriesPool>[] {
  return groupPoolsBySeries(pools).map((group) => ({
    ...group,
    pools: group.pools.map((pool) => ({
      id: pool.id,
      slug: pool.slug,
      name: pool.name,
      model: pool.model ?? null,
      description: group.pools.length === 1 ? (inLanguage(locale, pool.description, pool.descriptionEs) ?? null) : null,
      descriptionLang: fallbackLang(locale, pool.descriptionEs),
      manufacturer: pool.manufacturer ?? null,
      brand: pool.brand ?? null,
      shape: pool.shape ?? null,
      dimensions: pool.dimensions ?? null,
      imageUrl: pool.imageUrl ?? null,
      planImageUrl: pool.planImageUrl ?? null,
    })),
  }));
}

interface SeriesCarouselProps {
  brand: string;
  groups: readonly PoolGroup<SeriesPool>[];
  /** The slide shown first (0-based), from the address. */
  initialIndex: number;
  /** The address of the page showing a slide first: previous and next link there before the scripts run. */
  slideHref: (index: number) => string;
}

/** One cacheable file rather than an inline SVG per row. */
const ROW_ARROW = "/images/icons/arrow-right.svg";

type PanelTexts = TextAreas["poolPanel"];

/** A group's name as the reader sees it: a series keeps its name, a shape and the signature group are translated. */
function groupTitle(t: PanelTexts, group: PoolGroup<SeriesPool>): string {
  if (group.kind === "shape") return shapeTitle(t.shapeNames, group.name);
  if (group.kind === "signature") return t.series.signatureCollection;
  return group.name;
}

function GroupSlide({ brand, group }: { brand: string; group: PoolGroup<SeriesPool> }) {
  const t = useTexts("poolPanel");
  const locale = useLocale();
  const to = useLocalePath();
  const [lead] = group.pools;
  const title = groupTitle(t, group);
  const shapes = [...new Set(group.pools.map((p) => p.shape).filter((shape): shape is string => Boolean(shape)))].map(
    (shape) => shapeTitle(t.shapeNames, shape),
  );
  return (
    <article className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid-cols-[1.1fr_1fr]">
      {lead && (
        <div className="bg-sand-50 p-4 sm:p-6">
          <PoolImage
            pool={lead}
            src={lead.planImageUrl ?? lead.imageUrl}
            alt={fill(t.series.planAlt, { name: poolDisplayName(lead), group: title })}
            className="rounded-xl object-contain"
          />
        </div>
      )}
      <div className="flex flex-col p-6 sm:p-8">
        <p className="eyebrow">
          {brand} · {t.series.kinds[group.kind]}
        </p>
        <h3 className="mt-1 text-2xl font-extrabold tracking-tight text-ocean-950 sm:text-3xl">{title}</h3>
        <p className="mt-2 text-sm font-medium text-slate-700">
          {plural(locale, group.pools.length, t.series.models)}
          {shapes.length > 0 ? ` · ${shapes.join(", ")}` : ""}
        </p>
        {group.pools.length === 1 && lead?.description && (
          <p lang={lead.descriptionLang} className="mt-4 leading-relaxed text-slate-700">
            {lead.description}
          </p>
        )}
        <ul className={`mt-5 grid gap-x-6 border-t border-slate-200 ${group.pools.length > 6 ? "sm:grid-cols-2" : ""}`}>
          {group.pools.map((pool) => (
            <li key={pool.id} className="border-b border-slate-200">
              <Link
                to={to(poolDetailHref(pool))}
                className="flex items-center justify-between gap-3 py-3 text-sm hover:bg-ocean-50/60"
              >
                <span className="font-semibold text-ocean-900">{poolDisplayName(pool)}</span>
                <span className="flex items-center gap-2 text-right text-slate-700">
                  {pool.dimensions || poolDisplaySize(pool)}
                  <img src={ROW_ARROW} alt="" width={16} height={16} fetchPriority="low" className="size-4 shrink-0" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

/** A manufacturer's pools grouped by series (or shape) in a wrapping carousel, one slide in the HTML at a time. */
export function SeriesCarousel({ brand, groups, initialIndex, slideHref }: SeriesCarouselProps) {
  const t = useTexts("poolPanel");
  if (groups.length === 0) {
    return (
      <p role="status" className="rounded-2xl bg-ocean-50 p-8 text-center font-medium text-ocean-900">
        {t.series.loading}
      </p>
    );
  }
  return (
    <Carousel
      label={fill(t.series.carouselLabel, { brand })}
      itemName={t.series.itemName}
      titles={groups.map((g) => groupTitle(t, g))}
      renderSlide={(i) => <GroupSlide brand={brand} group={groups[i]!} />}
      initialIndex={initialIndex}
      slideHref={slideHref}
    />
  );
}
