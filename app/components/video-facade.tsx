import { useState } from "react";
import posterUrl from "~/assets/video-poster.svg?url&no-inline";

interface VideoFacadeProps {
  title: string;
  /** YouTube id; the player loads from youtube-nocookie.com only when the visitor asks. */
  youtubeId?: string | null;
  /** Shown on the poster under the title. */
  caption?: string;
  /** Link used when no video is published yet. */
  fallbackHref?: string;
}

/**
 * Click-to-load video: a local poster with the video's title, and no
 * third-party iframe until the visitor presses play.
 */
export function VideoFacade({ title, youtubeId, caption, fallbackHref = "/installation" }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  if (playing && youtubeId) {
    return (
      <div className="aspect-video overflow-hidden rounded-2xl bg-black shadow-lg">
        <iframe
          className="size-full"
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      </div>
    );
  }
  const poster = (
    <>
      {/* One cacheable picture for every poster instead of the same SVG copied inline (decision 022). */}
      <img src={posterUrl} alt="" width={640} height={360} className="absolute inset-0 size-full object-cover" />
      {/* The play button's triangle is a cacheable picture (public/images/icons/play-filled.svg), nudged right of
          centre as the eye expects, not an inline SVG in every poster. */}
      <span className="relative size-16 rounded-full bg-sun-400 bg-[url(/images/icons/play-filled.svg)] bg-size-[1.75rem] bg-position-[calc(50%+2px)_50%] bg-no-repeat shadow-lg transition-transform group-hover:scale-105" />
      <span className="relative mt-4 px-6 text-center text-lg font-bold text-white">{title}</span>
      {caption && <span className="relative mt-1 px-6 text-center text-sm text-ocean-100">{caption}</span>}
    </>
  );
  const className =
    "group relative flex aspect-video w-full flex-col items-center justify-center overflow-hidden rounded-2xl shadow-lg";
  if (!youtubeId) {
    return (
      <a href={fallbackHref} className={className}>
        {poster}
      </a>
    );
  }
  // A link to the video works before the scripts run; with them the player opens in place.
  return (
    <a
      href={`https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
      aria-label={`Play video: ${title}`}
    >
      {poster}
    </a>
  );
}
