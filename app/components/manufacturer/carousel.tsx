import { useId, useState } from "react";
import { Link } from "react-router";
import { fill } from "~/lib/i18n/translate";
import { useTexts } from "~/lib/i18n/texts";
import { wrapIndex } from "~/lib/ui/carousel";
import { SpriteIcon } from "~/components/sprite-icon";

interface CarouselProps {
  /** Accessible name of the carousel, e.g. "San Juan pool series", in the page's language. */
  label: string;
  /** What one slide is called in button labels, e.g. "series", in the page's language. */
  itemName: string;
  /** Slide titles, used for the dots and the position text. */
  titles: readonly string[];
  renderSlide: (index: number) => React.ReactNode;
  showDots?: boolean;
  /**
   * When set, previous and next are links to the page showing that slide
   * (the server renders it), so they work before the scripts run, and only
   * the current slide is in the HTML; with scripts they switch in place.
   */
  slideHref?: (index: number) => string;
  /** The slide shown first (from the address, with slideHref). */
  initialIndex?: number;
}

const plainClick = (event: React.MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A carousel whose previous and next buttons wrap at both ends. Every slide
 * is in the server HTML (the others are hidden), so all of them are readable
 * without JavaScript and by search engines.
 */
export function Carousel({
  label,
  itemName,
  titles,
  renderSlide,
  showDots = false,
  slideHref,
  initialIndex = 0,
}: CarouselProps) {
  const id = useId();
  const t = useTexts("carousel");
  const [index, setIndex] = useState(initialIndex);
  const count = titles.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const go = (step: number) => setIndex((i) => wrapIndex(i, step, count));

  const arrow =
    "flex size-11 items-center justify-center rounded-full border border-ocean-700 bg-white text-ocean-800 shadow-sm transition-colors hover:bg-ocean-50 disabled:opacity-40";
  return (
    <section aria-roledescription="carousel" aria-label={label}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p aria-live="polite" className="text-sm font-semibold text-slate-700">
          <span className="sr-only">{`${fill(t.showing, { item: itemName })} `}</span>
          {fill(t.position, { current: current + 1, count })}
          <span className="sr-only">: {titles[current]}</span>
        </p>
        <div className="flex gap-2">
          {([-1, 1] as const).map((step) => {
            const content = (
              <>
                {step < 0 ? (
                  <SpriteIcon icon="ChevronLeft" className="size-5" />
                ) : (
                  <SpriteIcon icon="ChevronRight" className="size-5" />
                )}
                <span className="sr-only">{fill(step < 0 ? t.previous : t.next, { item: itemName })}</span>
              </>
            );
            return slideHref && count > 1 ? (
              <Link
                key={step}
                to={slideHref(wrapIndex(current, step, count))}
                replace
                preventScrollReset
                className={arrow}
                aria-controls={`${id}-slides`}
                onClick={(event) => {
                  if (!plainClick(event)) return;
                  event.preventDefault();
                  go(step);
                }}
              >
                {content}
              </Link>
            ) : (
              <button
                key={step}
                type="button"
                className={arrow}
                onClick={() => go(step)}
                disabled={count < 2}
                aria-controls={`${id}-slides`}
              >
                {content}
              </button>
            );
          })}
        </div>
      </div>
      <div id={`${id}-slides`} className="mt-5">
        {titles.map((title, i) =>
          slideHref && i !== current ? null : (
            <div
              key={`${i}-${title}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${fill(t.position, { current: i + 1, count })}: ${title}`}
              hidden={i !== current}
            >
              {renderSlide(i)}
            </div>
          ),
        )}
      </div>
      {showDots && count > 1 && (
        <div className="mt-6 flex justify-center gap-1">
          {titles.map((title, i) => (
            <button
              key={`${i}-${title}`}
              type="button"
              aria-label={fill(t.showSlide, { item: itemName, number: i + 1, title })}
              aria-current={i === current ? "true" : undefined}
              onClick={() => setIndex(i)}
              className="flex size-11 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${i === current ? "w-8 bg-ocean-700" : "w-2.5 bg-slate-400"}`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
