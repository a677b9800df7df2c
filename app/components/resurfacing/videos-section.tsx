import { Link } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { VideoFacade } from "~/components/video-facade";
import {
  RESURFACING_NO_VIDEOS_HEADING,
  RESURFACING_NO_VIDEOS_LINK,
  RESURFACING_VIDEOS_HEADING,
  type ResurfacingSource,
  resurfacingLink,
} from "~/content/resurfacing";
import type { PublicVideo } from "~/lib/content/public-video";

export type ResurfacingVideo = PublicVideo & { source: ResurfacingSource; cta: string };

/** The resurfacing videos staff set, each with its own estimate link; without any, a plain link to the steps. */
export function VideosSection({ videos }: { videos: readonly ResurfacingVideo[] }) {
  return (
    <section aria-labelledby="videos" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="videos"
          {...(videos.length > 0 ? RESURFACING_VIDEOS_HEADING : RESURFACING_NO_VIDEOS_HEADING)}
        />
        {videos.length > 0 ? (
          <div className="mt-12 grid gap-8 md:grid-cols-2">
            {videos.map((video) => (
              <div key={video.source} className="flex flex-col gap-4">
                <VideoFacade video={video} />
                <Link to={resurfacingLink(video.source)} className="btn-outline self-start">
                  {video.cta}
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
