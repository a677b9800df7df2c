import { Link } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { VideoFacade } from "~/components/video-facade";
import { RESURFACING_VIDEOS, resurfacingLink } from "~/content/resurfacing";

/** Two resurfacing videos behind click-to-load posters, each with its own estimate link. */
export function VideosSection() {
  return (
    <section aria-labelledby="videos" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="videos"
          eyebrow="See the work"
          title="Watch a pool come back to life"
          intro="What happens in the week your pool is resurfaced, and what the finish looks like when we are done."
        />
        <div className="mt-12 grid gap-8 md:grid-cols-2">
          {RESURFACING_VIDEOS.map((video) => (
            <div key={video.source} className="flex flex-col gap-4">
              <VideoFacade
                title={video.title}
                caption={video.caption}
                youtubeId={video.youtubeId}
                fallbackHref="#process"
              />
              <Link to={resurfacingLink(video.source)} className="btn-outline self-start">
                {video.cta}
              </Link>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
