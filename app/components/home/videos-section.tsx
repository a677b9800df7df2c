import { Link } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { VideoFacade } from "~/components/video-facade";
import { NO_VIDEOS_HEADING, NO_VIDEOS_LINK, VIDEOS_HEADING } from "~/content/home";
import type { PublicVideo } from "~/lib/content/public-video";

/** The installation videos staff set, behind their posters; without any, a plain link to the installation page. */
export function VideosSection({ videos }: { videos: readonly PublicVideo[] }) {
  return (
    <section aria-labelledby="videos-heading" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="videos-heading" {...(videos.length > 0 ? VIDEOS_HEADING : NO_VIDEOS_HEADING)} />
        {videos.length > 0 ? (
          <div className="mt-12 grid gap-6 md:grid-cols-2">
            {videos.map((video) => (
              <VideoFacade key={video.title} video={video} />
            ))}
          </div>
        ) : (
          <p className="mt-6 text-center">
            <Link to={NO_VIDEOS_LINK.href} className="btn-outline">
              {NO_VIDEOS_LINK.label}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
