import { useState } from "react";
import type { Locale } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";
import { uploadPicture } from "~/lib/media/image-variants";
import type { PublicVideo } from "~/lib/content/public-video";

interface VideoFacadeProps {
  video: PublicVideo;
  /** How wide the poster is shown (the sizes of an uploaded poster's sources). */
  sizes?: string;
}

// Two words in the component rather than in every page's texts: a page without a video must not carry them (and
// the words say whether a page shows a play button).
const PLAY_VIDEO: Record<Locale, string> = { en: "Play video", es: "Reproducir video" };

const FRAME = "aspect-video w-full overflow-hidden rounded-2xl bg-ocean-950 shadow-lg";

/**
 * A video behind its poster: nothing from YouTube or Vimeo (and no MP4 byte) loads until the visitor presses play,
 * so the page stays light and no third party hears of the visit. The play control is a link to the video itself,
 * which works before the scripts run; with them the player opens in place.
 */
export function VideoFacade({ video, sizes = "(min-width: 768px) 50vw, 100vw" }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const locale = useLocale();
  const { title } = video;
  if (playing) {
    // The play link is gone once the player is there: focus follows to the player, not to the top of the page.
    const player = (element: HTMLElement | null) => element?.focus();
    return video.embedUrl ? (
      <iframe
        ref={player}
        className={FRAME}
        src={video.embedUrl}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
    ) : (
      <video ref={player} className={FRAME} src={video.href} title={title} controls autoPlay playsInline />
    );
  }
  const upload = uploadPicture(video.poster);
  // WebP only: every browser the site supports shows it, and a second format would double the poster's markup.
  const srcSet = upload?.sources.find((source) => source.type === "image/webp")?.srcSet;
  return (
    <a
      href={video.href}
      className="video-poster"
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
      aria-label={`${PLAY_VIDEO[locale]}: ${title}`}
    >
      {/* Below the fold on every page that shows one: loaded as the visitor scrolls near it. */}
      <img
        src={upload?.src ?? video.poster}
        srcSet={srcSet}
        sizes={srcSet && sizes}
        alt=""
        // Posters are 16:9 stills; an address that does not say its size is drawn at that ratio.
        width={upload?.width ?? 640}
        height={upload?.height ?? 360}
        loading="lazy"
        className="absolute inset-0 size-full object-cover"
      />
      <span className="video-play" />
      {/* On a solid label: the poster is any photo, and the title must stay readable on it. */}
      <span className="relative mx-4 mt-4 rounded-lg bg-ocean-950 px-4 py-1.5 text-center text-white">
        <strong className="block">{title}</strong>
        {video.caption && <span className="block text-sm text-ocean-100">{video.caption}</span>}
      </span>
    </a>
  );
}
