interface PageHeroProps {
  eyebrow?: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  /** Buttons and links under the intro. */
  actions?: React.ReactNode;
  /** Right-hand column on wide screens (a figure, a card, facts). */
  aside?: React.ReactNode;
  /** Small facts under the actions, e.g. ["Installed in 7-14 days", ...]. */
  facts?: readonly string[];
}

/** Water-gradient hero used at the top of public pages; the page's only h1. */
export function PageHero({ eyebrow, title, intro, actions, aside, facts }: PageHeroProps) {
  return (
    <section className="water-gradient hero-wave relative overflow-hidden text-white">
      <div
        className={`container-page relative grid gap-10 pt-14 pb-24 sm:pt-20 sm:pb-28 ${aside ? "lg:grid-cols-[1.15fr_1fr] lg:items-center" : ""}`}
      >
        <div>
          {eyebrow && <p className="text-xs font-bold tracking-[0.2em] text-ocean-100 uppercase">{eyebrow}</p>}
          <h1 className="mt-3 max-w-3xl text-4xl leading-[1.08] font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          {intro && <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ocean-50">{intro}</p>}
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
          {facts && facts.length > 0 && (
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold text-ocean-50">
              {facts.map((fact) => (
                <li
                  key={fact}
                  className="flex items-center gap-2 before:size-1.5 before:rounded-full before:bg-sun-400 before:content-['']"
                >
                  {fact}
                </li>
              ))}
            </ul>
          )}
        </div>
        {aside && <div>{aside}</div>}
      </div>
    </section>
  );
}
