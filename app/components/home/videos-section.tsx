import { SectionHeading } from "~/components/section-heading";
import { VideoFacade } from "~/components/video-facade";
import { HOME_VIDEOS, VIDEOS_HEADING } from "~/content/home";

/** Two installation videos behind click-to-load posters. */
export function VideosSection() {
  return (
    <section aria-labelledby="videos-heading" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="videos-heading" {...VIDEOS_HEADING} />
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {HOME_VIDEOS.map((video) => (
            <VideoFacade key={video.title} title={video.title} caption={video.caption} youtubeId={video.youtubeId} />
          ))}
        </div>
      </div>
    </section>
  );
}
