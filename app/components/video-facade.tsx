import { useEffect, useRef, useState } from "react";
import { uploadPicture } from "~/lib/media/image-variants";
import type { SiteVideo } from "~/lib/schemas/site-videos";
import { videoEmbedUrl, videoLink } from "~/lib/video-source";

interface VideoFacadeProps {
  video: SiteVideo;
  /** How wide the poster is shown (the sizes of an uploaded poster's sources). */
  sizes?: string;
}

const FRAME = "aspect-video w-full overflow-hidden rounded-2xl bg-black shadow-lg";

/**
 * A video behind its poster: nothing from YouTube or Vimeo (and no MP4 byte) loads until the visitor presses play,
 * so the page stays light and no third party hears of the visit. The play control is a link to the video itself,
 * which works before the scripts run; with them the player opens in place.
 */
export function VideoFacade({ video, sizes = "(min-width: 768px) 50vw, 100vw" }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement & HTMLVideoElement>(null);
  // The play link is gone once the player is there: focus follows to the player, not to the top of the page.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  const { source, title } = video;
  if (playing) {
    const embed = videoEmbedUrl(source);
    return embed ? (
      <iframe
        ref={player}
        className={FRAME}
        src={embed}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
    ) : (
      <video ref={player} className={FRAME} src={videoLink(source)} title={title} controls autoPlay playsInline />
    );
  }
  const poster = uploadPicture(video.poster);
  return (
    <a
      href={videoLink(source)}
      className="group relative flex aspect-video w-full flex-col items-center justify-end overflow-hidden rounded-2xl bg-ocean-900 pb-5 shadow-lg"
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
      aria-label={`Play video: ${title}`}
    >
      {/* Below the fold on every page that shows one: loaded as the visitor scrolls near it. */}
      <img
        src={poster?.src ?? video.poster}
        srcSet={poster?.sources.find((s) => s.type === "image/webp")?.srcSet}
        sizes={poster ? sizes : undefined}
        alt=""
        width={poster?.width ?? 640}
        height={poster?.height ?? 360}
        loading="lazy"
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
      {/* The triangle is a cacheable picture (public/images/icons/play-filled.svg), nudged right of centre. */}
      <span className="absolute top-1/2 left-1/2 size-16 -translate-1/2 rounded-full bg-sun-400 bg-[url(/images/icons/play-filled.svg)] bg-size-[1.75rem] bg-position-[calc(50%+2px)_50%] bg-no-repeat shadow-lg transition-transform group-hover:scale-105" />
      <span className="relative mx-4 rounded-lg bg-ocean-950/75 px-3 py-1.5 text-center font-bold text-white">
        {title}
        {video.caption && <span className="block text-sm font-normal text-ocean-100">{video.caption}</span>}
      </span>
    </a>
  );
}
