import { Link } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { PageHero } from "~/components/page-hero";
import { SectionHeading } from "~/components/section-heading";
import { VideoFacade } from "~/components/video-facade";
import {
  INSTALLATION_CHECKLIST_ICONS,
  INSTALLATION_NO_VIDEO_HREF,
  INSTALLATION_STEP_DAYS,
  INSTALLATION_TOTAL_DAYS,
} from "~/content/installation-steps";
import { installationTexts } from "~/content/texts/installation.server";
import { appContext } from "~/context";
import { localeOfRequest } from "~/lib/i18n/locale";
import { type TextAreas, pickTexts, useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { publicVideo } from "~/lib/content/public-video";
import { getSetting } from "~/models/site-settings.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/installation.css?url";
import type { Route } from "./+types/installation";
import { IconTile } from "~/components/icon-tile";

type InstallationTexts = TextAreas["installation"];
type StepTexts = InstallationTexts["steps"][number];
type ChecklistGroup = InstallationTexts["checklist"]["groups"][number];

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const PATH = "/installation";
const WARRANTY_PDF = "/downloads/warranty-overview.pdf";

/** The page is static copy but for its video (staff set it at /admin/videos). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const videos = await getSetting(context.get(appContext).db, "videos");
  return {
    video: videos.installation && publicVideo(videos.installation),
    texts: pickTexts(localeOfRequest(request), installationTexts),
  };
}

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["installation"], ({ installation: t }, { matches }) => {
    const siteUrl = siteUrlFromMatches(matches);
    const pageUrl = `${siteUrl}${matches.at(-1)?.pathname ?? PATH}`;
    return routeMeta(matches, {
      title: t.meta.title,
      description: t.meta.description,
      path: PATH,
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "HowTo",
        name: t.meta.howToName,
        description: fill(t.meta.howToDescription, { days: INSTALLATION_TOTAL_DAYS }),
        totalTime: `P${INSTALLATION_TOTAL_DAYS}D`,
        step: t.steps.map((step, index) => ({
          "@type": "HowToStep",
          position: index + 1,
          name: `${step.day}: ${step.title}`,
          text: step.description,
          url: `${pageUrl}#step-${index + 1}`,
        })),
      },
    });
  });

export default function InstallationPage({ loaderData }: Route.ComponentProps) {
  const { video } = loaderData;
  const t = useTexts("installation");
  const to = useLocalePath();
  return (
    <>
      <PageHero
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        intro={t.hero.intro}
        actions={
          <>
            <Link to={to("/estimate")} className="btn-primary">
              {t.hero.estimate}
            </Link>
            <Link to={to("/pools")} className="btn-ghost-light">
              {t.hero.browse}
            </Link>
          </>
        }
        facts={t.hero.facts}
        aside={<TimelineAtAGlance />}
      />

      <section id="timeline" aria-labelledby="timeline-heading" className="scroll-mt-16 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="timeline-heading"
            eyebrow={t.timeline.eyebrow}
            title={t.timeline.title}
            intro={t.timeline.intro}
          />
          <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {t.steps.map((step, index) => (
              <StepCard key={step.day} step={step} number={index + 1} />
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="key-facts" className="water-gradient py-16 text-white sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="key-facts"
            eyebrow={t.facts.eyebrow}
            title={t.facts.title}
            tone="light"
            intro={t.facts.intro}
          />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {t.facts.items.map((fact) => (
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
              eyebrow={t.video.eyebrow}
              title={video ? t.video.withVideo : t.video.withoutVideo}
              align="left"
              intro={t.video.intro}
            />
            <ul className="mt-6 space-y-3 text-slate-700">
              <li className="icon-before icon-Truck flex gap-3 before:mt-0.5 before:size-5 before:text-ocean-600">
                {t.video.oneTruck}
              </li>
              <li className="icon-before icon-CalendarDays flex gap-3 before:mt-0.5 before:size-5 before:text-ocean-600">
                {t.video.twoWeeks}
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
              <a href={INSTALLATION_NO_VIDEO_HREF} className="btn-outline">
                {t.video.noVideoLink}
              </a>
            </p>
          )}
        </div>
      </section>

      <section aria-labelledby="checklist" className="bg-sand-50 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="checklist"
            eyebrow={t.checklist.eyebrow}
            title={t.checklist.title}
            intro={t.checklist.intro}
          />
          <div className="mt-12 grid gap-6 lg:grid-cols-3">
            {t.checklist.groups.map((group, index) => (
              <ChecklistCard key={group.title} group={group} icon={INSTALLATION_CHECKLIST_ICONS[index]!} />
            ))}
          </div>
          <p className="mt-8 text-center text-slate-700">
            {t.checklist.onPaper}{" "}
            <a href="/downloads/installation-checklist.pdf" className="font-semibold text-ocean-800 underline">
              {t.checklist.download}
            </a>
          </p>
        </div>
      </section>

      <section aria-labelledby="warranty" className="py-16 sm:py-20">
        <div className="container-page">
          <div className="overflow-hidden rounded-3xl border border-ocean-100 bg-ocean-50 shadow-sm lg:grid lg:grid-cols-[1fr_1.4fr]">
            <div className="icon-before icon-ShieldCheck water-gradient flex flex-col justify-center p-8 text-white sm:p-10 before:size-12 before:text-sun-300">
              <h2 id="warranty" className="mt-4 text-3xl font-extrabold tracking-tight">
                {t.warranty.title}
              </h2>
              <p className="mt-3 text-ocean-50">{t.warranty.intro}</p>
            </div>
            <div className="p-8 sm:p-10">
              <ul className="space-y-6">
                {t.warranty.items.map((item) => (
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
                {t.warranty.overview}
              </a>
              <div className="mt-8 flex flex-wrap gap-3">
                <Link to={to("/estimate")} className="btn-primary">
                  {t.hero.estimate}
                </Link>
                <Link to={to("/pools")} className="btn-outline">
                  {t.hero.browse}
                </Link>
              </div>
            </div>
          </div>
        </div>
      </section>

      <ClosingCta title={t.closing.title} text={t.closing.text} estimateHref={to("/estimate")} />
    </>
  );
}

/** Hero aside on wide screens: the six steps as a compact schedule (phones go straight to the cards). */
function TimelineAtAGlance() {
  const t = useTexts("installation");
  return (
    <div className="hidden rounded-3xl bg-white/10 p-6 ring-1 ring-white/25 frosted sm:p-8 lg:block">
      <p className="text-sm font-bold tracking-wide text-ocean-50 uppercase">{t.hero.glance}</p>
      <ol className="mt-5 space-y-3">
        {t.steps.map((step) => (
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

function StepCard({ step, number }: { step: StepTexts; number: number }) {
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
      <DayBar days={INSTALLATION_STEP_DAYS[number - 1]!} />
      <p className="icon-before icon-Clock mt-3 flex items-center gap-2 text-sm font-semibold text-ocean-800 before:size-4">
        {step.duration}
      </p>
    </li>
  );
}

/** The step's days highlighted on the 14-day schedule (the day label says the same in words). */
function DayBar({ days: step }: { days: { firstDay: number; lastDay: number } }) {
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

function ChecklistCard({
  group,
  icon,
}: {
  group: ChecklistGroup;
  icon: (typeof INSTALLATION_CHECKLIST_ICONS)[number];
}) {
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
