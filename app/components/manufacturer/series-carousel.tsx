import { Link } from "react-router";
import { PoolImage } from "~/components/pool-image";
import { poolDisplayName, poolDisplaySize } from "~/lib/catalogue/pool-display";
import { poolDetailHref } from "~/lib/catalogue/pool-links";
import { Carousel } from "./carousel";
import { type PoolGroup, groupPoolsBySeries } from "./series-groups";

/** What a slide shows of a pool: the group's lead picture and description, and a row per model. */
export interface SeriesPool {
  id: number;
  slug: string | null;
  name: string;
  model?: string | null;
  description?: string | null;
  manufacturer?: string | null;
  brand?: string | null;
  shape?: string | null;
  dimensions?: string | null;
  imageUrl?: string | null;
  planImageUrl?: string | null;
}

/** The carousel's slides, built on the server so the page carries these few fields rather than every pool. */
export function seriesSlides(pools: readonly (SeriesPool & { series?: string | null })[]): PoolGroup<SeriesPool>[] {
  return groupPoolsBySeries(pools).map((group) => ({
    ...group,
    pools: group.pools.map((pool) => ({
      id: pool.id,
      slug: pool.slug,
      name: pool.name,
      model: pool.model ?? null,
      description: group.pools.length === 1 ? (pool.description ?? null) : null,
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

const KIND_LABEL = { series: "Series", shape: "Shape", signature: "Collection" } as const;
/** One cacheable file rather than an inline SVG per row. */
const ROW_ARROW = "/images/icons/arrow-right.svg";

function GroupSlide({ brand, group }: { brand: string; group: PoolGroup<SeriesPool> }) {
  const [lead] = group.pools;
  const shapes = [...new Set(group.pools.map((p) => p.shape).filter(Boolean))];
  return (
    <article className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid-cols-[1.1fr_1fr]">
      {lead && (
        <div className="bg-sand-50 p-4 sm:p-6">
          <PoolImage
            pool={lead}
            src={lead.planImageUrl ?? lead.imageUrl}
            alt={`Plan drawing of the ${poolDisplayName(lead)} from the ${group.name} group`}
            className="rounded-xl object-contain"
          />
        </div>
      )}
      <div className="flex flex-col p-6 sm:p-8">
        <p className="eyebrow">
          {brand} · {KIND_LABEL[group.kind]}
        </p>
        <h3 className="mt-1 text-2xl font-extrabold tracking-tight text-ocean-950 sm:text-3xl">{group.name}</h3>
        <p className="mt-2 text-sm font-medium text-slate-700">
          {group.pools.length} {group.pools.length === 1 ? "model" : "models"}
          {shapes.length > 0 ? ` · ${shapes.join(", ")}` : ""}
        </p>
        {group.pools.length === 1 && lead?.description && (
          <p className="mt-4 leading-relaxed text-slate-700">{lead.description}</p>
        )}
        <ul className={`mt-5 grid gap-x-6 border-t border-slate-200 ${group.pools.length > 6 ? "sm:grid-cols-2" : ""}`}>
          {group.pools.map((pool) => (
            <li key={pool.id} className="border-b border-slate-200">
              <Link
                to={poolDetailHref(pool)}
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
  if (groups.length === 0) {
    return (
      <p role="status" className="rounded-2xl bg-ocean-50 p-8 text-center font-medium text-ocean-900">
        Loading pools...
      </p>
    );
  }
  return (
    <Carousel
      label={`${brand} pool series`}
      itemName="series"
      titles={groups.map((g) => g.name)}
      renderSlide={(i) => <GroupSlide brand={brand} group={groups[i]!} />}
      initialIndex={initialIndex}
      slideHref={slideHref}
    />
  );
}
