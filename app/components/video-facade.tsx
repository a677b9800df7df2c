import { useState } from "react";
import type { PublicVideo } from "~/lib/public-video";

interface VideoFacadeProps {
  video: PublicVideo;
  /** How wide the poster is shown (the sizes of an uploaded poster's sources). */
  sizes?: string;
}

const FRAME = "aspect-video w-full overflow-hidden rounded-2xl bg-ocean-950 shadow-lg";

/**
 * A video behind its poster: nothing from YouTube or Vimeo (and no MP4 byte) loads until the visitor presses play,
 * so the page stays light and no third party hears of the visit. The play control is a link to the video itself,
 * which works before the scripts run; with them the player opens in place.
 */
export function VideoFacade({ video, sizes = "(min-width: 768px) 50vw, 100vw" }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const { title, poster } = video;
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
  return (
    <a
      href={video.href}
      className="group relative flex aspect-video w-full flex-col items-center justify-center overflow-hidden rounded-2xl bg-ocean-800 shadow-lg"
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
      aria-label={`Play video: ${title}`}
    >
      {/* Below the fold on every page that shows one: loaded as the visitor scrolls near it. */}
      <img
        src={poster.src}
        srcSet={poster.srcSet ?? undefined}
        sizes={poster.srcSet ? sizes : undefined}
        alt=""
        width={poster.width}
        height={poster.height}
        loading="lazy"
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
      {/* The triangle is a cacheable picture (public/images/icons/play-filled.svg), nudged right of centre. */}
      <span className="relative size-16 rounded-full bg-sun-400 bg-[url(/images/icons/play-filled.svg)] bg-size-[1.75rem] bg-position-[calc(50%+2px)_50%] bg-no-repeat shadow-lg transition-transform group-hover:scale-105" />
      {/* On a solid label: the poster is any photo, and the title must stay readable on it. */}
      <span className="relative mx-4 mt-4 rounded-lg bg-ocean-950 px-4 py-1.5 text-center text-white">
        <strong className="block">{title}</strong>
        {video.caption && <span className="block text-sm text-ocean-100">{video.caption}</span>}
      </span>
    </a>
  );
}
