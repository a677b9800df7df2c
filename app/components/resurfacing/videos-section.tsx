import { Link } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { VideoFacade } from "~/components/video-facade";
import { RESURFACING_NO_VIDEOS_HREF, resurfacingLink } from "~/content/resurfacing";
import { useTexts } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";
import type { PublicVideo } from "~/lib/content/public-video";

export type ResurfacingVideo = PublicVideo & { source: "video" | "restoration-video" };

/** The resurfacing videos staff set, each with its own estimate link; without any, a plain link to the steps. */
export function VideosSection({ videos }: { videos: readonly ResurfacingVideo[] }) {
  const t = useTexts("resurfacing").videos;
  const to = useLocalePath();
  return (
    <section aria-labelledby="videos" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="videos"
          eyebrow={t.eyebrow}
          title={videos.length > 0 ? t.title : t.noVideosTitle}
          intro={videos.length > 0 ? t.intro : t.noVideosIntro}
        />
        {videos.length > 0 ? (
          <div className="mt-12 grid gap-8 md:grid-cols-2">
            {videos.map((video) => (
              <div key={video.source} className="flex flex-col gap-4">
                <VideoFacade video={video} />
                <Link to={to(resurfacingLink(video.source))} className="btn-outline self-start">
                  {t.ctas[video.source]}
                </Link>
              </div>
            ))}
          </div>
        ) : (
          <p className="mt-6 text-center">
            <a href={RESURFACING_NO_VIDEOS_HREF} className="btn-outline">
              {t.noVideosLink}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
