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
import {
  RESURFACING_CLOSING,
  RESURFACING_FAQ,
  RESURFACING_PATH,
  RESURFACING_VIDEO_PLACES,
  SERVICE_CARDS,
  resurfacingDescription,
  resurfacingLink,
} from "~/content/resurfacing";
import { RESURFACING_TITLE } from "~/lib/content/page-titles";
import { companyFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/resurfacing.css?url";
import { appContext } from "~/context";
import { publicVideo } from "~/lib/content/public-video";
import { getSetting } from "~/models/site-settings.server";
import type { Route } from "./+types/resurfacing";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

/** The page is static copy but for its videos (staff set them at /admin/videos); a landing page renders it too. */
export async function loader({ context }: Route.LoaderArgs) {
  const videos = await getSetting(context.get(appContext).db, "videos");
  return {
    videos: RESURFACING_VIDEO_PLACES.flatMap((place) => {
      const video = videos[place.slot];
      return video ? [{ ...publicVideo(video), source: place.source, cta: place.cta }] : [];
    }),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const company = companyFromMatches(matches);
  const description = resurfacingDescription(company);
  const siteUrl = siteUrlFromMatches(matches);
  const url = `${siteUrl}${RESURFACING_PATH}`;
  return routeMeta(matches, {
    title: RESURFACING_TITLE,
    description,
    path: RESURFACING_PATH,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Service",
        "@id": `${url}#service`,
        name: "Fiberglass Pool Resurfacing & Repair",
        serviceType: "Pool resurfacing",
        description,
        url,
        provider: { "@type": "HomeAndConstructionBusiness", "@id": `${siteUrl}/#company`, name: company.name },
        areaServed: { "@type": "State", name: "Florida" },
        hasOfferCatalog: {
          "@type": "OfferCatalog",
          name: "Resurfacing services",
          itemListElement: SERVICE_CARDS.map((card) => ({
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
        mainEntity: RESURFACING_FAQ.map((entry) => ({
          "@type": "Question",
          name: entry.question,
          acceptedAnswer: { "@type": "Answer", text: entry.answer },
        })),
      },
    ],
  });
};

export default function ResurfacingPage({ loaderData }: Route.ComponentProps) {
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
      <ClosingCta
        title={RESURFACING_CLOSING.title}
        text={RESURFACING_CLOSING.text}
        estimateHref={resurfacingLink("cta")}
      />
    </>
  );
}
