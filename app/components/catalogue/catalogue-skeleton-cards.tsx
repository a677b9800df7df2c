const CARD_COUNT = 6;

/** Six card placeholders under a heading, shaped like the catalogue grid. */
export default function CatalogueSkeletonCards({ title }: { title: string }) {
  return (
    <div aria-busy="true">
      <div className="water-gradient">
        <div className="container-page pt-14 pb-20 sm:pt-20">
          <div className="h-4 w-40 rounded-full bg-white/25" />
          <div className="mt-4 h-12 max-w-xl rounded-2xl bg-white/25" />
          <div className="mt-4 h-5 max-w-md rounded-full bg-white/20" />
        </div>
      </div>
      <section className="container-page py-12" aria-labelledby="catalogue-skeleton-title">
        <h2 id="catalogue-skeleton-title" className="text-2xl font-extrabold text-ocean-950">
          {title}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          {Array.from({ length: CARD_COUNT }, (_, i) => (
            <li
              key={i}
              data-testid="pool-card-skeleton"
              className="animate-pulse overflow-hidden rounded-2xl border border-slate-200 bg-white"
            >
              <div className="aspect-[8/5] bg-ocean-50" />
              <div className="flex flex-col gap-3 p-5">
                <div className="h-3 w-24 rounded-full bg-slate-200" />
                <div className="h-5 w-2/3 rounded-full bg-slate-200" />
                <div className="h-4 w-full rounded-full bg-slate-100" />
                <div className="flex gap-2 pt-2">
                  <div className="h-10 flex-1 rounded-full bg-slate-100" />
                  <div className="h-10 flex-1 rounded-full bg-sun-300/50" />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
