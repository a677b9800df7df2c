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
import { VideoFacade } from "~/components/video-facade";
import { appContext } from "~/context";
import {
  LINK_COPIED_TOAST_MS,
  PACKAGES_HERO,
  PACKAGES_PATH,
  PACKAGES_SECTIONS,
  packagesDescription,
} from "~/content/packages";
import { FAQ_ITEMS_KEY } from "~/components/packages/faq-item";
import { hasFaqFilter } from "~/components/packages/faq-params";
import { PACKAGES_TITLE } from "~/lib/content/page-titles";
import { companyFromMatches, routeMeta } from "~/lib/seo/route-meta";
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
  const [faqItems, videos] = await Promise.all([listActiveFaqItems(db), getSetting(db, "videos")]);
  const video = videos.packages && publicVideo(videos.packages);
  // Showing every question, the page's HTML holds the whole FAQ and the browser reads it back (FaqSection): the
  // questions and answers are a quarter of the page and would otherwise travel twice more, as loader data.
  if (hasFaqFilter(new URL(request.url).searchParams)) return { faqItems, video };
  return { faqItems: sendOnceAsHtml(context, FAQ_ITEMS_KEY, faqItems), video };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: PACKAGES_TITLE,
    description: packagesDescription(companyFromMatches(matches)),
    path: PACKAGES_PATH,
  });

const section = (id: (typeof PACKAGES_SECTIONS)[number]["id"]) => id;

export default function PackagesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <NoScriptStyles />
      <PageHero
        eyebrow={PACKAGES_HERO.eyebrow}
        title={PACKAGES_HERO.title}
        intro={PACKAGES_HERO.intro}
        facts={PACKAGES_HERO.facts}
        actions={
          <>
            <Link to="/estimate" className="btn-primary">
              Get a Free Estimate
            </Link>
            <a href={`#${section("package")}`} className="btn-ghost-light">
              See What Is Included
            </a>
          </>
        }
        aside={loaderData.video ? <VideoFacade video={loaderData.video} /> : undefined}
      />
      <SectionTabBar
        sections={PACKAGES_SECTIONS}
        path={PACKAGES_PATH}
        label="Page sections"
        toastMs={LINK_COPIED_TOAST_MS}
      />
      <WinterSpecial id={section("specials")} />
      <PackageCard id={section("package")} />
      <BuildingProcess id={section("process")} />
      <PaymentSection id={section("payment")} />
      <ReasonsSection id={section("benefits")} />
      <FaqSection id={section("faq")} items={loaderData.faqItems} />
      <ContactSection id={section("contact")} />
    </>
  );
}
