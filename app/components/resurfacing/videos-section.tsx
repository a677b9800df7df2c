import { Link } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { VideoFacade } from "~/components/video-facade";
import {
  RESURFACING_NO_VIDEOS_HEADING,
  RESURFACING_NO_VIDEOS_LINK,
  RESURFACING_VIDEOS_HEADING,
  RESURFACING_VIDEO_PLACES,
  resurfacingLink,
} from "~/content/resurfacing";
import type { SiteVideos } from "~/lib/schemas/site-videos";

/** The resurfacing videos staff set, each with its own estimate link; without any, a plain link to the steps. */
export function VideosSection({ videos }: { videos: Pick<SiteVideos, "resurfacing-first" | "resurfacing-second"> }) {
  const shown = RESURFACING_VIDEO_PLACES.flatMap((place) => {
    const video = videos[place.slot as keyof typeof videos];
    return video ? [{ ...place, video }] : [];
  });
  return (
    <section aria-labelledby="videos" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="videos"
          {...(shown.length > 0 ? RESURFACING_VIDEOS_HEADING : RESURFACING_NO_VIDEOS_HEADING)}
        />
        {shown.length > 0 ? (
          <div className="mt-12 grid gap-8 md:grid-cols-2">
            {shown.map(({ video, source, cta }) => (
              <div key={source} className="flex flex-col gap-4">
                <VideoFacade video={video} />
                <Link to={resurfacingLink(source)} className="btn-outline self-start">
                  {cta}
                </Link>
              </div>
            ))}
          </div>
        ) : (
          <p className="mt-6 text-center">
            <a href={RESURFACING_NO_VIDEOS_LINK.href} className="btn-outline">
              {RESURFACING_NO_VIDEOS_LINK.label}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
