import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { PoolCardPool } from "~/components/pool-card";
import { PoolImage } from "~/components/pool-image";
import { poolDisplayName, poolDisplaySize } from "~/lib/pool-display";
import { poolDetailHref } from "~/lib/pool-links";
import { Carousel } from "./carousel";
import { type PoolGroup, groupPoolsBySeries } from "./series-groups";

interface SeriesCarouselProps {
  brand: string;
  pools: readonly PoolCardPool[];
}

const KIND_LABEL = { series: "Series", shape: "Shape", signature: "Collection" } as const;

function GroupSlide({ brand, group }: { brand: string; group: PoolGroup<PoolCardPool> }) {
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
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-ocean-700" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

/** A manufacturer's pools grouped by series (or shape) in a wrapping carousel. */
export function SeriesCarousel({ brand, pools }: SeriesCarouselProps) {
  const groups = groupPoolsBySeries(pools);
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
    />
  );
}
