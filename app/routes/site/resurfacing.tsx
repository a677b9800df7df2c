import { ClosingCta } from "~/components/closing-cta";
import { BeforeAfterGallery } from "~/components/resurfacing/before-after-gallery";
import { ComparisonTable } from "~/components/resurfacing/comparison-table";
import { ProcessSteps } from "~/components/resurfacing/process-steps";
import { ReasonsSection } from "~/components/resurfacing/reasons-section";
import { ResurfacingFaq } from "~/components/resurfacing/resurfacing-faq";
import { ResurfacingHero } from "~/components/resurfacing/resurfacing-hero";
import { ServiceCards } from "~/components/resurfacing/service-cards";
import { VideosSection } from "~/components/resurfacing/videos-section";
import { WarningSigns } from "~/components/resurfacing/warning-signs";
import { RESURFACING_PATH, RESURFACING_VIDEO_PLACES, resurfacingLink } from "~/content/resurfacing";
import { resurfacingTexts } from "~/content/texts/resurfacing.server";
import { localeOfRequest, localizedPath } from "~/lib/i18n/locale";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { companyFromMatches, localeFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/resurfacing.css?url";
import { appContext } from "~/context";
import { publicVideo } from "~/lib/content/public-video";
import { getSetting } from "~/models/site-settings.server";
import type { Route } from "./+types/resurfacing";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

/** The page is static copy but for its videos (staff set them at /admin/videos); a landing page renders it too. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const videos = await getSetting(context.get(appContext).db, "videos");
  return {
    videos: RESURFACING_VIDEO_PLACES.flatMap((place) => {
      const video = videos[place.slot];
      return video ? [{ ...publicVideo(video), source: place.source }] : [];
    }),
    texts: pickTexts(localeOfRequest(request), resurfacingTexts),
  };
}

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["resurfacing"], ({ resurfacing: t }, { matches }) => {
    const company = companyFromMatches(matches);
    const description = fill(t.meta.description, { company: company.name });
    const siteUrl = siteUrlFromMatches(matches);
    const url = `${siteUrl}${localizedPath(localeFromMatches(matches), RESURFACING_PATH)}`;
    return routeMeta(matches, {
      title: t.meta.title,
      description,
      path: RESURFACING_PATH,
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "Service",
          "@id": `${url}#service`,
          name: t.meta.serviceName,
          serviceType: t.meta.serviceType,
          description,
          url,
          provider: { "@type": "HomeAndConstructionBusiness", "@id": `${siteUrl}/#company`, name: company.name },
          areaServed: { "@type": "State", name: "Florida" },
          hasOfferCatalog: {
            "@type": "OfferCatalog",
            name: t.meta.catalogName,
            itemListElement: t.services.cards.map((card) => ({
              "@type": "Offer",
              itemOffered: { "@type": "Service", name: card.name, description: card.summary },
            })),
          },
        },
        {
          "@context": "https://schema.org",
          "@type": "FAQPage",
          "@id": `${url}#faq`,
          url,
          mainEntity: t.faq.items.map((entry) => ({
            "@type": "Question",
            name: entry.question,
            acceptedAnswer: { "@type": "Answer", text: entry.answer },
          })),
        },
      ],
    });
  });

export default function ResurfacingPage({ loaderData }: Route.ComponentProps) {
  const t = useTexts("resurfacing").closing;
  const to = useLocalePath();
  return (
    <>
      <ResurfacingHero />
      <WarningSigns />
      <ComparisonTable />
      <VideosSection videos={loaderData.videos} />
      <ServiceCards />
      <ProcessSteps />
      <BeforeAfterGallery />
      <ReasonsSection />
      <ResurfacingFaq />
      <ClosingCta title={t.title} text={t.text} estimateHref={to(resurfacingLink("cta"))} />
    </>
  );
}
