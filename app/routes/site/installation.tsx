import { Link } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { PageHero } from "~/components/page-hero";
import { SectionHeading } from "~/components/section-heading";
import { VideoFacade } from "~/components/video-facade";
import {
  type ChecklistGroup,
  INSTALLATION_CHECKLIST,
  INSTALLATION_FACTS,
  INSTALLATION_STEPS,
  INSTALLATION_TOTAL_DAYS,
  INSTALLATION_NO_VIDEO_LINK,
  INSTALLATION_VIDEO_HEADING,
  INSTALLATION_WARRANTY,
  type InstallationStep,
} from "~/content/installation-steps";
import { appContext } from "~/context";
import { INSTALLATION_PAGE_TITLE } from "~/lib/content/page-titles";
import { routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { publicVideo } from "~/lib/content/public-video";
import { getSetting } from "~/models/site-settings.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/installation.css?url";
import type { Route } from "./+types/installation";
import { IconTile } from "~/components/icon-tile";
import type { SpriteIconName } from "~/lib/ui/sprite-icon-names";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const PATH = "/installation";
const WARRANTY_PDF = "/downloads/warranty-overview.pdf";

/** The page is static copy but for its video (staff set it at /admin/videos). */
export async function loader({ context }: Route.LoaderArgs) {
  const videos = await getSetting(context.get(appContext).db, "videos");
  return { video: videos.installation && publicVideo(videos.installation) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFromMatches(matches);
  return routeMeta(matches, {
    title: INSTALLATION_PAGE_TITLE,
    description:
      "How a fiberglass pool is installed in Florida in about two weeks: six steps from layout and excavation to crane set, backfill, decking and start-up, with our warranty.",
    path: PATH,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "HowTo",
      name: "How a fiberglass pool is installed",
      description: `The six steps of a fiberglass pool installation over days 1 to ${INSTALLATION_TOTAL_DAYS}.`,
      totalTime: `P${INSTALLATION_TOTAL_DAYS}D`,
      step: INSTALLATION_STEPS.map((step, index) => ({
        "@type": "HowToStep",
        position: index + 1,
        name: `${step.day}: ${step.title}`,
        text: step.description,
        url: `${siteUrl}${PATH}#step-${index + 1}`,
      })),
    },
  });
};

export default function InstallationPage({ loaderData }: Route.ComponentProps) {
  const { video } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Installation timeline"
        title="From bare yard to first swim in about 2 weeks"
        intro="A fiberglass pool arrives ready-made from the factory, so the work in your yard takes days, not months. Here is what happens on each of the 14 days."
        actions={
          <>
            <Link to="/estimate" className="btn-primary">
              Get a Free Estimate
            </Link>
            <Link to="/pools" className="btn-ghost-light">
              Browse Pools
            </Link>
          </>
        }
        facts={["6 steps over 14 days", "Backfill in 6-inch lifts", "Crane access at least 8 feet wide"]}
        aside={<TimelineAtAGlance />}
      />

      <section id="timeline" aria-labelledby="timeline-heading" className="scroll-mt-16 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="timeline-heading"
            eyebrow="Six steps"
            title="Your installation, day by day"
            intro="Day 1 is the day the crew arrives. Installation is scheduled from about 45 days after permit approval and shell delivery, and we confirm your start date as soon as both are in."
          />
          <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {INSTALLATION_STEPS.map((step, index) => (
              <StepCard key={step.day} step={step} number={index + 1} />
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="key-facts" className="water-gradient py-16 text-white sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="key-facts"
            eyebrow="Key facts"
            title="What you can count on"
            tone="light"
            intro="The promises that come with every fiberglass pool we install."
          />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {INSTALLATION_FACTS.map((fact) => (
              <li key={fact.label} className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/25 frosted">
                <p className="text-3xl font-extrabold text-sun-300">{fact.value}</p>
                <p className="mt-2 font-bold">{fact.label}</p>
                <p className="mt-1 text-sm text-ocean-50">{fact.detail}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="video" className="py-16 sm:py-20">
        <div className="container-page grid items-center gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="video"
              eyebrow="See it happen"
              title={video ? INSTALLATION_VIDEO_HEADING.withVideo : INSTALLATION_VIDEO_HEADING.withoutVideo}
              align="left"
              intro="From the first shovel to the first swim: the dig, the crane lifting the shell over the house, the backfill rising with the water and the start-up."
            />
            <ul className="mt-6 space-y-3 text-slate-700">
              <li className="icon-before icon-Truck flex gap-3 before:mt-0.5 before:size-5 before:text-ocean-600">
                One truck, one crane, one day to set the shell.
              </li>
              <li className="icon-before icon-CalendarDays flex gap-3 before:mt-0.5 before:size-5 before:text-ocean-600">
                About two weeks of site work from start to finish.
              </li>
            </ul>
          </div>
          {/* The page's video plays muted and looped on its own. A third-party player that starts by itself loads
              megabytes and sets the video host's cookies before the visitor has asked for anything, which our cookie
              policy rules out and which slows the page on phones: the player loads when the visitor presses play. */}
          {video ? (
            <VideoFacade video={video} />
          ) : (
            <p>
              <a href={INSTALLATION_NO_VIDEO_LINK.href} className="btn-outline">
                {INSTALLATION_NO_VIDEO_LINK.label}
              </a>
            </p>
          )}
        </div>
      </section>

      <section aria-labelledby="checklist" className="bg-sand-50 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="checklist"
            eyebrow="Checklist"
            title="Ready for day 1"
            intro="Site preparation, weather and quality: what we plan for so your two weeks go smoothly."
          />
          <div className="mt-12 grid gap-6 lg:grid-cols-3">
            {INSTALLATION_CHECKLIST.map((group) => (
              <ChecklistCard key={group.id} group={group} />
            ))}
          </div>
          <p className="mt-8 text-center text-slate-700">
            Want it on paper?{" "}
            <a href="/downloads/installation-checklist.pdf" className="font-semibold text-ocean-800 underline">
              Download the installation preparation checklist (PDF)
            </a>
          </p>
        </div>
      </section>

      <section aria-labelledby="warranty" className="py-16 sm:py-20">
        <div className="container-page">
          <div className="overflow-hidden rounded-3xl border border-ocean-100 bg-ocean-50 shadow-sm lg:grid lg:grid-cols-[1fr_1.4fr]">
            <div className="icon-before icon-ShieldCheck water-gradient flex flex-col justify-center p-8 text-white sm:p-10 before:size-12 before:text-sun-300">
              <h2 id="warranty" className="mt-4 text-3xl font-extrabold tracking-tight">
                Covered long after the crew leaves
              </h2>
              <p className="mt-3 text-ocean-50">
                Every pool comes with written coverage for the shell and for our work. Warranty terms differ by
                manufacturer.
              </p>
            </div>
            <div className="p-8 sm:p-10">
              <ul className="space-y-6">
                {INSTALLATION_WARRANTY.map((item) => (
                  <li
                    key={item.title}
                    className="icon-before icon-CircleCheck flex gap-4 before:mt-0.5 before:size-6 before:text-palm-600"
                  >
                    <div>
                      <h3 className="font-bold text-ocean-950">{item.title}</h3>
                      <p className="mt-1 text-slate-700">{item.text}</p>
                    </div>
                  </li>
                ))}
              </ul>
              <a
                href={WARRANTY_PDF}
                className="icon-before icon-FileText mt-6 inline-flex items-center gap-2 font-semibold text-ocean-800 underline before:size-4"
              >
                Read the warranty overview (PDF)
              </a>
              <div className="mt-8 flex flex-wrap gap-3">
                <Link to="/estimate" className="btn-primary">
                  Get a Free Estimate
                </Link>
                <Link to="/pools" className="btn-outline">
                  Browse Pools
                </Link>
              </div>
            </div>
          </div>
        </div>
      </section>

      <ClosingCta
        title="Start your two weeks"
        text="Tell us about your yard and we will plan your installation, permits and start date with you."
      />
    </>
  );
}

/** Hero aside on wide screens: the six steps as a compact schedule (phones go straight to the cards). */
function TimelineAtAGlance() {
  return (
    <div className="hidden rounded-3xl bg-white/10 p-6 ring-1 ring-white/25 frosted sm:p-8 lg:block">
      <p className="text-sm font-bold tracking-wide text-ocean-50 uppercase">Your two weeks at a glance</p>
      <ol className="mt-5 space-y-3">
        {INSTALLATION_STEPS.map((step) => (
          <li key={step.day} className="flex items-center gap-4">
            <span className="w-24 shrink-0 rounded-full bg-sun-400 px-3 py-1 text-center text-xs font-bold text-ocean-950">
              {step.day}
            </span>
            <span className="font-semibold">{step.title}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function StepCard({ step, number }: { step: InstallationStep; number: number }) {
  return (
    <li
      id={`step-${number}`}
      className="flex scroll-mt-24 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-ocean-700 text-lg font-extrabold text-white">
          {number}
        </span>
        <span className="rounded-full bg-sun-300 px-3 py-1 text-sm font-bold text-ocean-950">{step.day}</span>
      </div>
      <h3 className="mt-5 text-xl font-bold text-ocean-950">{step.title}</h3>
      <p className="mt-2 flex-1 leading-relaxed text-slate-700">{step.description}</p>
      <DayBar step={step} />
      <p className="icon-before icon-Clock mt-3 flex items-center gap-2 text-sm font-semibold text-ocean-800 before:size-4">
        {step.duration}
      </p>
    </li>
  );
}

/** The step's days highlighted on the 14-day schedule (the day label says the same in words). */
function DayBar({ step }: { step: InstallationStep }) {
  const days = Array.from({ length: INSTALLATION_TOTAL_DAYS }, (_, i) => i + 1);
  return (
    <div aria-hidden="true" className="mt-5 flex gap-1">
      {days.map((day) => (
        <span
          key={day}
          className={`h-2 flex-1 rounded-full ${day >= step.firstDay && day <= step.lastDay ? "bg-sun-400" : "bg-ocean-100"}`}
        />
      ))}
    </div>
  );
}

function ChecklistCard({ group }: { group: ChecklistGroup }) {
  const icon: SpriteIconName = group.id === "weather" ? "CloudSun" : group.id === "quality" ? "ShieldCheck" : "Truck";
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <IconTile icon={icon} className="size-11 rounded-xl bg-ocean-50 text-ocean-700" iconSize="before:size-6" />
        <h3 className="text-xl font-bold text-ocean-950">{group.title}</h3>
      </div>
      <p className="mt-3 text-sm text-slate-600">{group.intro}</p>
      <ul className="mt-4 space-y-3">
        {group.items.map((item) => (
          <li
            key={item}
            className="icon-before icon-CircleCheck flex gap-3 text-slate-700 before:mt-0.5 before:size-5 before:text-palm-600"
          >
            {item}
          </li>
        ))}
      </ul>
    </article>
  );
}
