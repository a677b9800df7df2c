import { Play } from "lucide-react";
import { useId, useState } from "react";

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
  const gradientId = useId();
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
      <svg
        aria-hidden="true"
        viewBox="0 0 640 360"
        className="absolute inset-0 size-full"
        preserveAspectRatio="xMidYMid slice"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#0c3550" />
            <stop offset="0.6" stopColor="#075d8c" />
            <stop offset="1" stopColor="#38bdf8" />
          </linearGradient>
        </defs>
        <rect width="640" height="360" fill={`url(#${gradientId})`} />
        <path d="M0 250c80-25 160-25 240 0s160 25 240 0 120-25 160-12v122H0z" fill="#ffffff" fillOpacity="0.08" />
        <path d="M0 290c80-20 160-20 240 0s160 20 240 0 120-20 160-10v80H0z" fill="#ffffff" fillOpacity="0.1" />
      </svg>
      <span className="relative flex size-16 items-center justify-center rounded-full bg-sun-400 text-ocean-950 shadow-lg transition-transform group-hover:scale-105">
        <Play aria-hidden="true" className="ml-1 size-7 fill-current" />
      </span>
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
  return (
    <button type="button" className={className} onClick={() => setPlaying(true)} aria-label={`Play video: ${title}`}>
      {poster}
    </button>
  );
}
