import { SpriteIcon } from "~/components/sprite-icon";
import type { HomeownerPhoto, HomeownerStage } from "~/lib/projects/homeowner-page";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { uploadPicture } from "~/lib/media/image-variants";
import type { SpriteIconName } from "~/lib/ui/sprite-icon-names";

const MARKS: Record<HomeownerStage["status"], { icon: SpriteIconName; dot: string; badge: string }> = {
  done: { icon: "Check", dot: "bg-emerald-600 text-white", badge: "bg-emerald-50 text-emerald-800" },
  in_progress: { icon: "HardHat", dot: "bg-ocean-600 text-white", badge: "bg-ocean-50 text-ocean-800" },
  delayed: {
    icon: "TriangleExclamationPoint",
    dot: "bg-amber-500 text-white",
    badge: "bg-amber-50 text-amber-900",
  },
  planned: {
    icon: "Clock",
    dot: "bg-white text-slate-500 ring-2 ring-slate-300",
    badge: "bg-slate-100 text-slate-700",
  },
};

/** One stage's segment of the progress bar at the top of the page. */
export const PROGRESS_SEGMENT: Record<HomeownerStage["status"], string> = {
  done: "bg-emerald-400",
  in_progress: "bg-white",
  delayed: "bg-amber-400",
  planned: "bg-white/25",
};

function StagePhoto({ photo, stage }: { photo: HomeownerPhoto; stage: string }) {
  const t = useTexts("project").timeline;
  const picture = uploadPicture(photo.url);
  const alt = photo.caption ?? fill(t.photoOf, { stage });
  const image = picture ? (
    <picture className="contents">
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes="(min-width: 1024px) 18rem, 50vw" />
      ))}
      <img
        src={picture.src}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full rounded-xl bg-ocean-50 object-cover"
      />
    </picture>
  ) : (
    <img
      src={photo.url}
      alt={alt}
      loading="lazy"
      decoding="async"
      className="aspect-[4/3] w-full rounded-xl bg-ocean-50 object-cover"
    />
  );
  return (
    <figure>
      {image}
      {photo.caption && <figcaption className="mt-1 text-sm text-slate-600">{photo.caption}</figcaption>}
    </figure>
  );
}

/** The stages in order, each with its status, dates, the delay's reason, what the homeowner must do and its photos. */
export function ProjectTimeline({ stages, nextStageId }: { stages: HomeownerStage[]; nextStageId: number | null }) {
  const t = useTexts("project").timeline;
  return (
    <section aria-labelledby="timeline-heading" className="mt-10">
      <h2 id="timeline-heading" className="text-2xl font-bold text-ocean-950">
        {t.heading}
      </h2>
      <ol className="mt-5">
        {stages.map((stage, index) => {
          const mark = MARKS[stage.status];
          const last = index === stages.length - 1;
          return (
            <li key={stage.id} id={`stage-${stage.id}`} className="relative flex gap-4 pb-7">
              {!last && (
                <span aria-hidden="true" className="absolute top-9 bottom-0 left-[1.05rem] w-0.5 bg-slate-200" />
              )}
              <span
                aria-hidden="true"
                className={`relative z-10 flex size-9 shrink-0 items-center justify-center rounded-full ${mark.dot}`}
              >
                <SpriteIcon icon={mark.icon} className="size-5" />
              </span>
              <div
                className={`min-w-0 flex-1 ${stage.id === nextStageId ? "rounded-2xl border-2 border-ocean-200 bg-ocean-50/40 p-4 -mt-2" : ""}`}
              >
                <h3 className="text-lg leading-snug font-semibold text-ocean-950">{stage.name}</h3>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
                  <span className={`rounded-full px-2.5 py-0.5 font-semibold ${mark.badge}`}>{stage.statusLabel}</span>
                  {stage.dateLine && <span>{stage.dateLine}</span>}
                  {stage.late && stage.status !== "delayed" && (
                    <span className="font-semibold text-amber-900">{t.late}</span>
                  )}
                </p>
                {stage.delayReason && (
                  <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-950">
                    {fill(t.delayReason, { reason: stage.delayReason })}
                  </p>
                )}
                {(stage.todo || stage.note) && (
                  <ul className="mt-2 space-y-1 text-slate-700">
                    {[stage.todo, stage.note].filter(Boolean).map((line) => (
                      <li key={line} className="flex gap-2">
                        <SpriteIcon icon="ClipboardCheck" className="mt-0.5 size-4 shrink-0 text-ocean-700" />
                        <span>{line}</span>
                      </li>
                    ))}
                  </ul>
                )}
                {stage.photos.length > 0 && (
                  <div className="mt-3 grid grid-cols-2 gap-3">
                    {stage.photos.map((photo) => (
                      <StagePhoto key={photo.id} photo={photo} stage={stage.name} />
                    ))}
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
