import { Link, useSearchParams } from "react-router";
import { ResultsPager } from "~/components/catalogue/results-pager";
import { useMoreResults } from "~/components/catalogue/use-more-results";
import { ClosingCta } from "~/components/closing-cta";
import { BenefitGrid } from "~/components/benefit-grid";
import { cardPoolIn } from "~/components/manufacturer/card-pool";
import { manufacturerBenefits } from "~/components/manufacturer/feature-benefits";
import { parsePanelQuery } from "~/components/manufacturer/panel-filter-query";
import { PoolFilterPanel } from "~/components/manufacturer/pool-filter-panel";
import { revalidateOnResultsChange } from "~/components/manufacturer/revalidation";
import { SeriesCarousel, seriesSlides } from "~/components/manufacturer/series-carousel";
import { searchWithSlide, slideIndexFromQuery } from "~/components/manufacturer/series-groups";
import { PageHero } from "~/components/page-hero";
import { PoolCard } from "~/components/pool-card";
import { SectionHeading } from "~/components/section-heading";
import { appContext } from "~/context";
import { estimateHref, sanJuanEstimateHref } from "~/lib/leads/estimate-links";
import { applyPanelFilters, catalogueFilterOptions } from "~/lib/catalogue/pool-filters";
import { isSanJuan } from "~/lib/catalogue/pool-image";
import { pageOf, readPageParam } from "~/lib/catalogue/pool-paging";
import { carouselTexts } from "~/content/texts/carousel.server";
import { companyClaimsTexts } from "~/content/texts/company-claims.server";
import { sanJuanPageTexts } from "~/content/texts/manufacturer-pages.server";
import { poolPanelTexts } from "~/content/texts/pool-panel.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { manufacturerPageMeta } from "~/lib/seo/manufacturer-page-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { listEnabledManufacturers } from "~/models/manufacturers.server";
import { listActivePoolsIn } from "~/models/pools.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/san-juan-pools.css?url";
import type { Route } from "./+types/san-juan-pools";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const PATH = "/san-juan-pools";
const GALLERY_ID = "san-juan-gallery";
const SERIES_ID = "san-juan-series-carousel";
const SOURCE_PAGE = "san-juan-pools";
const CLOSING_ESTIMATE_HREF = estimateHref({ sourcePage: SOURCE_PAGE });
const CLOSING_CONTACT_HREF = `/contact?sourcePage=${SOURCE_PAGE}`;

// The server filters and pages, and builds the series slides: the page carries one page of cards,
// the slides' few fields and the filter choices, not every pool.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const locale = localeOfRequest(request);
  const params = new URL(request.url).searchParams;
  const [pools, manufacturers] = await Promise.all([listActivePoolsIn(db, locale), listEnabledManufacturers(db)]);
  const maker = manufacturers.find((m) => isSanJuan({ manufacturer: m.name }));
  const sanJuan = pools.filter(isSanJuan);
  const page = pageOf(applyPanelFilters(sanJuan, parsePanelQuery(params)), readPageParam(params));
  const groups = seriesSlides(sanJuan, locale);
  // A Spanish page shows the Spanish description when staff wrote one; else the English one, said to be English.
  const spanishDescription = locale === "es" ? (maker?.descriptionEs?.trim() ?? "") : "";
  const { brands, series, sizes } = catalogueFilterOptions(sanJuan);
  return {
    total: sanJuan.length,
    options: { brands, series, sizes },
    groups,
    slide: slideIndexFromQuery(params, groups.length),
    results: { ...page, items: page.items.map(cardPoolIn(locale)) },
    // The tiles are built here: a translated description takes its icons from the English one.
    manufacturer: manufacturerBenefits(spanishDescription || maker?.description, maker?.description),
    descriptionInEnglish: locale === "es" && !spanishDescription && Boolean(maker?.description),
    texts: pickTexts(locale, sanJuanPageTexts, poolPanelTexts, carouselTexts, companyClaimsTexts),
  };
}

export const shouldRevalidate = revalidateOnResultsChange;

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["sanJuanPage"], ({ sanJuanPage }, { matches, loaderData }) =>
    manufacturerPageMeta(matches, sanJuanPage.meta, PATH, loaderData.results),
  );

export default function SanJuanPoolsPage({ loaderData }: Route.ComponentProps) {
  const { total, options, groups, slide, results, manufacturer, descriptionInEnglish } = loaderData;
  const t = useTexts("sanJuanPage");
  const claims = useTexts("companyClaims");
  const note = useTexts("poolPanel").untranslatedNote;
  const to = useLocalePath();
  const [params] = useSearchParams();
  const filters = parsePanelQuery(params);
  const shown = useMoreResults(results);
  const { summary, benefits } = manufacturer;

  return (
    <>
      <PageHero
        eyebrow="San Juan Pools"
        title={t.meta.title}
        intro={descriptionInEnglish ? t.hero.fallbackSummary : (summary ?? t.hero.fallbackSummary)}
        facts={[
          fill(t.hero.models, { count: total }),
          fill(t.hero.installedIn, { installDays: claims.installDays }),
          t.hero.builtInFlorida,
        ]}
        actions={
          <>
            <Link to={to(CLOSING_ESTIMATE_HREF)} className="btn-primary">
              {t.hero.estimate}
            </Link>
            <a href={`#${GALLERY_ID}`} className="btn-ghost-light">
              {t.hero.browse}
            </a>
          </>
        }
      />

      {benefits.length > 0 && (
        <section aria-labelledby="san-juan-benefits" className="container-page py-16 sm:py-20">
          <SectionHeading
            id="san-juan-benefits"
            eyebrow={t.benefits.eyebrow}
            title={t.benefits.title}
            intro={t.benefits.intro}
          />
          {descriptionInEnglish && <p className="mt-6 text-center text-sm text-slate-600">{note}</p>}
          <div className="mt-10">
            <BenefitGrid benefits={benefits} />
          </div>
        </section>
      )}

      <section id={SERIES_ID} aria-labelledby="san-juan-series" className="scroll-mt-24 bg-sand-50">
        <div className="container-page py-16 sm:py-20">
          <SectionHeading
            id="san-juan-series"
            eyebrow={t.series.eyebrow}
            title={t.series.title}
            intro={t.series.intro}
          />
          <div className="mt-10">
            <SeriesCarousel
              brand="San Juan"
              groups={groups}
              initialIndex={slide}
              slideHref={(index) => to(`${PATH}${searchWithSlide(params.toString(), index)}#${SERIES_ID}`)}
            />
          </div>
        </div>
      </section>

      <section
        id={GALLERY_ID}
        aria-labelledby="san-juan-gallery-title"
        className="container-page scroll-mt-24 py-16 sm:py-20"
      >
        <SectionHeading
          id="san-juan-gallery-title"
          eyebrow={t.gallery.eyebrow}
          title={t.gallery.title}
          intro={t.gallery.intro}
        />
        {total > 0 && (
          <div className="mt-10">
            <PoolFilterPanel
              path={PATH}
              resultsId={GALLERY_ID}
              options={options}
              filters={filters}
              shown={results.total}
              total={total}
            />
          </div>
        )}
        {results.total > 0 ? (
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.items.map((pool, i) => (
              <PoolCard
                key={pool.id}
                pool={pool}
                estimateHref={to(sanJuanEstimateHref(pool))}
                estimateLabel={t.gallery.cardEstimate}
                priority={i < 3}
              />
            ))}
          </div>
        ) : (
          <div className="icon-before icon-SearchX mt-8 flex flex-col items-center rounded-2xl border-2 border-dashed border-slate-300 px-6 py-14 text-center before:size-10 before:text-ocean-700">
            <h3 className="mt-4 text-2xl font-extrabold text-ocean-950">{t.gallery.noneTitle}</h3>
            <p className="mt-2 max-w-md text-slate-700">{t.gallery.noneText}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link to={to("/pools")} className="btn-outline">
                {t.gallery.viewAll}
              </Link>
              <Link to={to("/estimate")} className="btn-primary">
                {t.gallery.estimate}
              </Link>
            </div>
          </div>
        )}
        <ResultsPager shown={shown} resultsId={GALLERY_ID} />
      </section>

      <ClosingCta
        title={t.closing.title}
        text={t.closing.text}
        estimateHref={to(CLOSING_ESTIMATE_HREF)}
        secondary={{ to: to(CLOSING_CONTACT_HREF), label: t.closing.contact }}
      />
    </>
  );
}
