import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation, useRouteLoaderData, useSearchParams } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { SpriteIcon } from "~/components/sprite-icon";
import { PACKAGES_PATH } from "~/content/packages";
import { localizedPath, pathWithoutLocale } from "~/lib/i18n/locale";
import { useTexts } from "~/lib/i18n/texts";
import { fill, plural } from "~/lib/i18n/translate";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { estimateHref } from "~/lib/leads/estimate-links";
import {
  ALL_FAQ_CATEGORIES,
  FAQ_FILTER_DELAY_MS,
  FAQ_HIGHLIGHT_MS,
  type FaqEntry,
  type FaqFilter,
  faqCategoryCounts,
  faqSuggestions,
  filterFaq,
} from "~/lib/content/faq-search";
import { faqPageJsonLd, jsonLdScriptText } from "~/lib/content/faq-structured-data";
import { useServerOnlyData } from "~/lib/http/server-only-data";
import { FAQ_ITEMS_KEY, FaqItem, faqItemElementId, readFaqItemsFromPage } from "./faq-item";
import { FAQ_PARAM, readFaqFilter } from "./faq-params";
import { FaqSearchBox } from "./faq-search-box";

const NO_FILTER: FaqFilter = { query: "", category: ALL_FAQ_CATEGORIES };

interface FaqSectionProps {
  id: string;
  /** Null on a page load that carried the items in its HTML only (the packages loader). */
  items: readonly FaqEntry[] | null;
}

/**
 * The items: the loader's when it sent them; else, rendering on the server, the ones it put aside; else, in the
 * browser hydrating that page load, the ones in the section's HTML (app/lib/http/server-only-data.tsx).
 */
function useFaqItems(id: string, sent: readonly FaqEntry[] | null): readonly FaqEntry[] {
  const setAside = useServerOnlyData<readonly FaqEntry[]>(FAQ_ITEMS_KEY);
  const [fromPage] = useState<readonly FaqEntry[]>(() => {
    if (sent || setAside || typeof document === "undefined") return [];
    const section = document.getElementById(id);
    return section ? readFaqItemsFromPage(section) : [];
  });
  return sent ?? setAside ?? fromPage;
}

/** The FAQPage structured data, on the packages page itself (not where a landing address shows the page). */
function FaqStructuredData({ items }: { items: readonly FaqEntry[] }) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const siteUrl = useRouteLoaderData<{ siteUrl?: string }>("root")?.siteUrl ?? "";
  if (pathWithoutLocale(pathname) !== PACKAGES_PATH) return null;
  const path = localizedPath(locale, PACKAGES_PATH);
  // The structured data speaks the page's language: a Spanish page lists the items it shows in Spanish.
  const inPageLanguage = items.filter((item) => !item.lang);
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: jsonLdScriptText(faqPageJsonLd(siteUrl, path, inPageLanguage)) }}
    />
  );
}

/**
 * The searchable FAQ: category buttons with counts, popular-search chips, a
 * search box with suggestions, and the list of questions. Typing or picking
 * a category filters after a short delay, so the list does not jump at every key.
 *
 * Before the scripts run the controls are a GET form (search box, category
 * and chip buttons, tag links) and the page renders the filter of its address;
 * with scripts they filter in place. Text typed before hydration is taken
 * over from the box, never reset.
 */
export function FaqSection({ id, items: sentItems }: FaqSectionProps) {
  const items = useFaqItems(id, sentItems);
  const { faq: t, hero } = useTexts("packages");
  const locale = useLocale();
  const to = useLocalePath();
  const pagePath = to(PACKAGES_PATH);
  const [searchParams] = useSearchParams();
  const [initial] = useState(() => readFaqFilter(searchParams));
  const [query, setQuery] = useState(initial.query);
  const [category, setCategory] = useState(initial.category);
  const [applied, setApplied] = useState<FaqFilter>(initial);
  const [highlight, setHighlight] = useState<{ id: number; at: number } | null>(null);
  const headingRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Whatever was typed into the box before the scripts ran stays and is searched.
  useEffect(() => {
    const typed = inputRef.current?.value ?? "";
    if (typed !== initial.query) setQuery(typed);
  }, [initial.query]);

  const searching = applied.query !== query || applied.category !== category;
  useEffect(() => {
    if (!searching) return;
    const timer = setTimeout(() => setApplied({ query, category }), FAQ_FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, category, searching]);

  const counts = useMemo(() => faqCategoryCounts(items), [items]);
  const suggestions = useMemo(() => faqSuggestions(items, query), [items, query]);
  const results = useMemo(() => filterFaq(items, applied), [items, applied]);
  const filtered = applied.query.trim() !== "" || applied.category !== ALL_FAQ_CATEGORIES;

  // A chosen suggestion: open its item, bring it into view and let the highlight fade after a while. Done after
  // the render because a filter may have hidden the item until now. The item is an uncontrolled <details>.
  useEffect(() => {
    if (!highlight) return;
    const element = document.getElementById(faqItemElementId(highlight.id));
    if (element instanceof HTMLDetailsElement) element.open = true;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element?.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "center" });
    const timer = setTimeout(() => setHighlight(null), FAQ_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight]);

  const searchFor = (text: string) => {
    setQuery(text);
    setCategory(ALL_FAQ_CATEGORIES);
  };

  const searchForTag = (tag: string) => {
    searchFor(tag);
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    headingRef.current?.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
  };

  const chooseSuggestion = (item: FaqEntry) => {
    setQuery("");
    setCategory(ALL_FAQ_CATEGORIES);
    setApplied(NO_FILTER);
    setHighlight({ id: item.id, at: Date.now() });
  };

  const clearFilters = () => {
    setQuery("");
    setCategory(ALL_FAQ_CATEGORIES);
    setApplied(NO_FILTER);
  };

  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-[var(--section-offset,11rem)] bg-ocean-50/60 py-16 sm:py-20"
    >
      <FaqStructuredData items={items} />
      <div className="container-page">
        <div ref={headingRef} className="scroll-mt-[var(--section-offset,11rem)]">
          <SectionHeading id={`${id}-heading`} eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
        </div>

        <form
          role="search"
          aria-label={t.formLabel}
          method="get"
          action={`${pagePath}#${id}`}
          onSubmit={(event) => event.preventDefault()}
          className="mx-auto mt-10 max-w-4xl"
        >
          <div>
            <FaqSearchBox
              inputRef={inputRef}
              name={FAQ_PARAM.query}
              value={query}
              onChange={setQuery}
              suggestions={suggestions}
              onChoose={chooseSuggestion}
              onSubmit={() => setApplied({ query, category })}
            />
          </div>

          {/* A labelled group of buttons, without a list item around each (the page-weight element budget). */}
          <div role="group" aria-labelledby={`${id}-popular`} className="mt-4 flex flex-wrap items-center gap-2">
            <span id={`${id}-popular`} className="text-sm font-semibold text-slate-700 max-lg:w-full">
              {t.popular}
            </span>
            {t.popularSearches.map((term) => (
              <button
                key={term}
                type="submit"
                name={FAQ_PARAM.query}
                value={term}
                onClick={() => searchFor(term)}
                aria-pressed={query === term}
                className="faq-popular"
              >
                {term}
              </button>
            ))}
          </div>

          {/* One scrolling row on phones, where ten wrapped buttons would push the questions off screen. */}
          <div
            role="group"
            aria-label={t.categories}
            className="-mx-4 mt-6 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
          >
            {counts.map((entry) => {
              const selected = category === entry.category;
              const all = entry.category === ALL_FAQ_CATEGORIES;
              return (
                <button
                  key={entry.category}
                  type="submit"
                  name={FAQ_PARAM.category}
                  value={entry.category}
                  // A category staff have not named in Spanish keeps its English name, marked so for screen readers.
                  lang={locale === "es" && !all && entry.name === entry.category ? "en" : undefined}
                  aria-pressed={selected}
                  onClick={() => setCategory(entry.category)}
                  className="faq-category"
                >
                  {all ? t.allQuestions : entry.name}
                  <span>{entry.count}</span>
                </button>
              );
            })}
          </div>
        </form>

        <div className="mx-auto mt-8 max-w-4xl">
          <p role="status" className="flex min-h-6 items-center gap-2 text-sm font-medium text-slate-700">
            {searching ? (
              <>
                <SpriteIcon icon="LoaderCircle" className="size-4 animate-spin motion-reduce:animate-none" />
                {t.searching}
              </>
            ) : filtered ? (
              plural(locale, results.length, t.found)
            ) : (
              fill(t.total, { count: results.length })
            )}
          </p>

          {results.length > 0 ? (
            <div className={`mt-4 space-y-3 transition-opacity ${searching ? "opacity-60" : ""}`}>
              {results.map((item) => (
                <FaqItem key={item.id} item={item} highlighted={highlight?.id === item.id} onTag={searchForTag} />
              ))}
            </div>
          ) : (
            <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
              <SpriteIcon icon="SearchX" className="mx-auto size-10 text-ocean-700" />
              <h3 className="mt-4 text-xl font-bold text-ocean-950">{t.noneTitle}</h3>
              <p className="mt-2 text-slate-700">{t.noneText}</p>
              <a
                href={`${pagePath}#${id}`}
                onClick={(event) => {
                  event.preventDefault();
                  clearFilters();
                }}
                className="btn-ocean mt-6"
              >
                {t.clearFilters}
              </a>
            </div>
          )}

          <div className="mt-10 flex flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:flex-row sm:justify-between sm:text-left">
            <p className="font-semibold text-ocean-950">{t.stillAsking}</p>
            <Link to={to(estimateHref({ sourcePage: "packages" }))} className="btn-primary shrink-0">
              {hero.estimate}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
