import { Link } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { VideoFacade } from "~/components/video-facade";
import { NO_VIDEOS_HREF } from "~/content/home";
import type { PublicVideo } from "~/lib/content/public-video";
import type { TextAreas } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";

type VideosTexts = TextAreas["homeVideos"];

interface VideosSectionProps {
  videos: readonly PublicVideo[];
  /** The heading that fits: the loader sends only the one for videos or the one for none. */
  t: VideosTexts["withVideos"] | VideosTexts["withoutVideos"];
}

/** The installation videos staff set, behind their posters; without any, a plain link to the installation page. */
export function VideosSection({ videos, t }: VideosSectionProps) {
  const to = useLocalePath();
  const { eyebrow, title, intro } = t;
  return (
    <section aria-labelledby="videos-heading" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="videos-heading" eyebrow={eyebrow} title={title} intro={intro} />
        {videos.length > 0 ? (
          <div className="mt-12 grid gap-6 md:grid-cols-2">
            {videos.map((video) => (
              <VideoFacade key={video.title} video={video} />
            ))}
          </div>
        ) : (
          "link" in t && (
            <p className="mt-6 text-center">
              <Link to={to(NO_VIDEOS_HREF)} className="btn-outline">
                {t.link}
              </Link>
            </p>
          )
        )}
      </div>
    </section>
  );
}
