import { BenefitsSection } from "~/components/home/benefits-section";
import { homeContactTexts } from "~/content/texts/home-contact.server";
import { leadFieldsTexts, leadMessagesTexts } from "~/content/texts/lead-fields.server";
import { inPageLanguage } from "~/lib/leads/lead-form-messages";
import { ContactSection } from "~/components/home/contact-section";
import { DesignTeaser } from "~/components/home/design-teaser";
import { DifferentiatorsSection } from "~/components/home/differentiators-section";
import { HomeGallery } from "~/components/home/home-gallery";
import { HomeHero } from "~/components/home/home-hero";
import { LocalOfficeSection } from "~/components/home/local-office-section";
import { PartnersSection } from "~/components/home/partners-section";
import { PageLoadOnly } from "~/components/page-load-only";
import { ServicesSection } from "~/components/home/services-section";
import { StatisticsSection } from "~/components/home/statistics-section";
import { TestimonialsSection } from "~/components/home/testimonials-section";
import { VideosSection } from "~/components/home/videos-section";
import { data } from "react-router";
import { appContext } from "~/context";
import { homeSectionsTexts, homeTexts, homeVideosTexts } from "~/content/texts/home.server";
import {
  type HomeContactAnswer,
  HOME_CONTACT_MESSAGES,
  homeContactMessageIn,
  homeContactPayload,
  readHomeContactValues,
  validateHomeContact,
} from "~/lib/leads/home-contact";
import { carouselPosition, readHomeChoices } from "~/lib/catalogue/home-choices";
import {
  ALL_POOLS_CATEGORY,
  galleryCategories,
  poolsInGalleryCategory,
  recommendationsForTier,
} from "~/lib/catalogue/home-gallery";
import { toHomePool } from "~/lib/catalogue/home-pool";
import { readFormBody } from "~/lib/http/http.server";
import { HONEYPOT_FIELD, RATE_LIMIT_MESSAGE, takeLead } from "~/services/leads/lead-intake.server";
import { NEAREST_BRANCH_SOURCE_FIELD } from "~/lib/leads/lead-office-routing";
import { companyFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { companyLocalBusiness } from "~/lib/seo/structured-data";
import { listEnabledManufacturers } from "~/models/manufacturers.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { fallbackLang, inLanguage } from "~/lib/i18n/staff-content";
import { pickTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { listPoolColors } from "~/models/pool-colors.server";
import { listActivePoolsIn } from "~/models/pools.server";
import { publicVideos } from "~/lib/content/public-video";
import { getSetting } from "~/models/site-settings.server";
import { listTestimonials } from "~/models/testimonials.server";
import { sendOnceAsHtml } from "~/services/http/send-once.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/home.css?url";
import type { Route } from "./+types/home";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

/** The design teaser offers the six colours of Latham's Crystal collection. */
const TEASER_COLOR_MANUFACTURER = "Latham";
const TEASER_COLOR_SERIES = "Crystal";
const TEASER_COLOR_COUNT = 6;
const TESTIMONIAL_COUNT = 6;
/** The sections that never change after a page load (decision 035): their words and cards travel once, as HTML. */
const INTRO_SECTIONS_KEY = "home-intro-sections";
const LATER_SECTIONS_KEY = "home-later-sections";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const locale = localeOfRequest(request);
  const sections = homeSectionsTexts[locale];
  const choices = readHomeChoices(new URL(request.url).searchParams);
  const [pools, manufacturers, testimonials, colors, videos] = await Promise.all([
    listActivePoolsIn(db, locale),
    listEnabledManufacturers(db),
    listTestimonials(db, TESTIMONIAL_COUNT),
    listPoolColors(db, TEASER_COLOR_MANUFACTURER),
    getSetting(db, "videos"),
  ]);
  // Only what the page shows goes to the browser: the gallery's cards of the chosen category and the one
  // recommended pool on show, not every pool for the browser to filter (decision 022).
  const categories = galleryCategories(pools);
  const gallery = categories.includes(choices.gallery) ? choices.gallery : ALL_POOLS_CATEGORY;
  const recommendations = recommendationsForTier(pools, choices.tier);
  const position = carouselPosition(recommendations, choices.poolId);
  // A rectangle with a built-in spa shows off the plan drawings best.
  const featured = pools.find((p) => p.shape === "Rectangle, built-in spa") ?? pools[0] ?? null;
  const homeVideos = publicVideos([videos["home-first"], videos["home-second"]]);
  const teaserColors = colors
    .filter((c) => c.series === TEASER_COLOR_SERIES)
    .slice(0, TEASER_COLOR_COUNT)
    .map(({ id, name, type, hex, gradientFrom, gradientTo }) => ({ id, name, type, hex, gradientFrom, gradientTo }));
  return {
    featured: featured && {
      name: featured.name,
      planImageUrl: featured.planImageUrl ?? null,
      dimensions: featured.dimensions,
    },
    tier: choices.tier,
    colorId: teaserColors.some((c) => c.id === choices.colorId) ? choices.colorId : (teaserColors[0]?.id ?? null),
    recommendation: {
      count: recommendations.length,
      index: position.index,
      pool: position.current && toHomePool(position.current),
      previousId: position.previous?.id ?? null,
      nextId: position.next?.id ?? null,
    },
    categories,
    gallery,
    galleryPools: poolsInGalleryCategory(pools, gallery).map(toHomePool),
    // Static sections: their words and cards reach the browser once, in the HTML of a page load.
    introSections: sendOnceAsHtml(context, INTRO_SECTIONS_KEY, {
      hero: sections.hero,
      benefits: sections.benefits,
      services: sections.services,
    }),
    laterSections: sendOnceAsHtml(context, LATER_SECTIONS_KEY, {
      texts: sections,
      manufacturers: manufacturers.map(({ id, name, description, descriptionEs, logo, iconLogo }) => ({
        id,
        name,
        description: inLanguage(locale, description, descriptionEs),
        logo,
        iconLogo,
      })),
      testimonials: testimonials.map(({ id, name, location, rating, text, textEs }) => ({
        id,
        name,
        location,
        rating,
        text: inLanguage(locale, text, textEs),
        // A review staff have not translated is the customer's English words, marked so for screen readers.
        lang: fallbackLang(locale, textEs),
      })),
    }),
    colors: teaserColors,
    videos: homeVideos,
    videosTexts: homeVideos.length > 0 ? homeVideosTexts[locale].withVideos : homeVideosTexts[locale].withoutVideos,
    // The page's words, and the contact form's fields, consent and "Send me pool tips" box.
    texts: pickTexts(locale, homeTexts, leadFieldsTexts, homeContactTexts),
  };
}

/**
 * The contact form without JavaScript posts here (with JavaScript it sends
 * JSON to /api/estimates); the same checks and the same intake either way.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const values = readHomeContactValues(form);
  const locale = localeOfRequest(request);
  // Every answer in the page's language: the form's own messages and the intake's.
  const say = (message: string) =>
    homeContactMessageIn(inPageLanguage(message, leadMessagesTexts[locale]), homeContactTexts[locale].messages);
  const invalid = validateHomeContact(values);
  if (invalid) return data<HomeContactAnswer>({ sent: false, error: say(invalid), values }, { status: 400 });
  const result = await takeLead(
    context.get(appContext),
    request,
    homeContactPayload(values, form.get("nearestBranch"), form.get(NEAREST_BRANCH_SOURCE_FIELD), locale),
    { honeypot: form.get(HONEYPOT_FIELD), from: "form" },
  );
  switch (result.kind) {
    case "stored":
      // Spam is answered exactly like any other stored lead.
      return data<HomeContactAnswer>(
        { sent: true, error: null, values: null },
        { headers: { "Set-Cookie": result.formCookie } },
      );
    case "invalid":
      return data<HomeContactAnswer>(
        { sent: false, error: say(Object.values(result.errors)[0] ?? HOME_CONTACT_MESSAGES.failed), values },
        { status: 400 },
      );
    case "rate-limited":
      return data<HomeContactAnswer>(
        { sent: false, error: say(RATE_LIMIT_MESSAGE), values },
        { status: 429, headers: { "Set-Cookie": result.formCookie } },
      );
  }
}

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["home"], ({ home }, { matches }) => {
    const company = companyFromMatches(matches);
    const t = home.meta;
    return routeMeta(matches, {
      title: fill(t.title, { company: company.name }),
      description: fill(t.description, { company: company.name }),
      path: "/",
      jsonLd: companyLocalBusiness(company, siteUrlFromMatches(matches)),
    });
  });

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { featured, tier, colorId, recommendation, categories, gallery, galleryPools } = loaderData;
  const { introSections, laterSections, colors } = loaderData;
  return (
    <>
      <PageLoadOnly name={INTRO_SECTIONS_KEY} value={introSections}>
        {(t) => (
          <>
            <HomeHero featured={featured} t={t.hero} />
            <BenefitsSection t={t.benefits} />
            <ServicesSection t={t.services} />
          </>
        )}
      </PageLoadOnly>
      <VideosSection videos={loaderData.videos} t={loaderData.videosTexts} />
      <DesignTeaser tier={tier} colors={colors} colorId={colorId} recommendation={recommendation} gallery={gallery} />
      <HomeGallery categories={categories} category={gallery} pools={galleryPools} />
      <PageLoadOnly name={LATER_SECTIONS_KEY} value={laterSections}>
        {({ texts, manufacturers, testimonials }) => (
          <>
            <PartnersSection manufacturers={manufacturers} t={texts.partners} />
            <DifferentiatorsSection t={texts.differentiators} />
            <TestimonialsSection testimonials={testimonials} t={texts.testimonials} />
            <StatisticsSection t={texts.statistics} />
            <LocalOfficeSection t={texts.localOffice} />
          </>
        )}
      </PageLoadOnly>
      <ContactSection />
    </>
  );
}
