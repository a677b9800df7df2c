import { Link } from "react-router";
import { BuildingProcess } from "~/components/packages/building-process";
import { ContactSection } from "~/components/packages/contact-section";
import { FaqSection } from "~/components/packages/faq-section";
import { NoScriptStyles } from "~/components/packages/no-script-styles";
import { PackageCard } from "~/components/packages/package-card";
import { PaymentSection } from "~/components/packages/payment-section";
import { ReasonsSection } from "~/components/packages/reasons-section";
import { SectionTabBar } from "~/components/packages/section-tab-bar";
import { WinterSpecial } from "~/components/packages/winter-special";
import { PageHero } from "~/components/page-hero";
import { PageLoadOnly } from "~/components/page-load-only";
import { VideoFacade } from "~/components/video-facade";
import { appContext } from "~/context";
import {
  LINK_COPIED_TOAST_MS,
  PACKAGES_PATH,
  PACKAGES_SECTIONS,
  type PackagesSectionId,
  STARTING_PRICE,
} from "~/content/packages";
import { packagesStaticTexts, packagesTexts } from "~/content/texts/packages.server";
import { FAQ_ITEMS_KEY } from "~/components/packages/faq-item";
import { hasFaqFilter } from "~/components/packages/faq-params";
import { PACKAGES_STATIC_TEXTS_KEY } from "~/components/packages/static-texts";
import { localeOfRequest } from "~/lib/i18n/locale";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { OFFICE_COUNT } from "~/lib/company/offices";
import { companyFromMatches, routeMeta } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { listActiveFaqItems } from "~/models/faq.server";
import { publicVideo } from "~/lib/content/public-video";
import { getSetting } from "~/models/site-settings.server";
import { sendOnceAsHtml } from "~/services/http/send-once.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/packages.css?url";
import type { Route } from "./+types/packages";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const locale = localeOfRequest(request);
  const [faqItems, videos] = await Promise.all([listActiveFaqItems(db, locale), getSetting(db, "videos")]);
  const video = videos.packages && publicVideo(videos.packages);
  const texts = pickTexts(locale, packagesTexts);
  // The sections that never change after the page load carry their words once, in their HTML (PageLoadOnly).
  const staticTexts = sendOnceAsHtml(context, PACKAGES_STATIC_TEXTS_KEY, packagesStaticTexts[locale]);
  // Showing every question, the page's HTML holds the whole FAQ and the browser reads it back (FaqSection): the
  // questions and answers are a quarter of the page and would otherwise travel twice more, as loader data.
  if (hasFaqFilter(new URL(request.url).searchParams)) return { faqItems, video, texts, staticTexts };
  return { faqItems: sendOnceAsHtml(context, FAQ_ITEMS_KEY, faqItems), video, texts, staticTexts };
}

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["packages"], ({ packages: t }, { matches }) =>
    routeMeta(matches, {
      title: t.meta.title,
      description: fill(t.meta.description, {
        company: companyFromMatches(matches).name,
        startingPrice: fill(t.startingPrice, { price: STARTING_PRICE }).toLowerCase(),
        warranty: t.warranty.toLowerCase(),
      }),
      path: PACKAGES_PATH,
    }),
  );

const section = (id: PackagesSectionId) => id;

export default function PackagesPage({ loaderData }: Route.ComponentProps) {
  const t = useTexts("packages");
  const to = useLocalePath();
  return (
    <>
      <NoScriptStyles />
      <PageHero
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        intro={fill(t.hero.intro, { offices: OFFICE_COUNT })}
        facts={[
          fill(t.startingPrice, { price: STARTING_PRICE }),
          t.warranty,
          fill(t.installedIn, { days: t.installationDays }),
        ]}
        actions={
          <>
            <Link to={to("/estimate")} className="btn-primary">
              {t.hero.estimate}
            </Link>
            <a href={`#${section("package")}`} className="btn-ghost-light">
              {t.hero.included}
            </a>
          </>
        }
        aside={loaderData.video ? <VideoFacade video={loaderData.video} /> : undefined}
      />
      <SectionTabBar
        sections={PACKAGES_SECTIONS.map(({ id }) => ({ id, label: t.tabs.sections[id] }))}
        path={to(PACKAGES_PATH)}
        label={t.tabs.label}
        words={t.tabs}
        toastMs={LINK_COPIED_TOAST_MS}
      />
      <PageLoadOnly name={PACKAGES_STATIC_TEXTS_KEY} value={loaderData.staticTexts}>
        {(words) => (
          <>
            <WinterSpecial id={section("specials")} t={words.winter} />
            <PackageCard
              id={section("package")}
              t={words.card}
              price={fill(t.startingPrice, { price: STARTING_PRICE })}
              warranty={t.warranty}
              installationDays={t.installationDays}
            />
            <BuildingProcess id={section("process")} t={words.process} labels={words.payment} />
            <PaymentSection id={section("payment")} t={words.payment} />
            <ReasonsSection id={section("benefits")} t={words.reasons} installationDays={t.installationDays} />
          </>
        )}
      </PageLoadOnly>
      <FaqSection id={section("faq")} items={loaderData.faqItems} />
      <ContactSection id={section("contact")} />
    </>
  );
}
