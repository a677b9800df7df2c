import { useState } from "react";
import { COMING_SOON_IMAGE, imageFallbackChain, nextFallback, primaryPoolImage } from "~/lib/pool-image";

export interface PoolImageSource {
  name?: string | null;
  manufacturer?: string | null;
  brand?: string | null;
  imageUrl?: string | null;
  planImageUrl?: string | null;
  images?: readonly string[] | null;
}

interface PoolImageProps {
  pool: PoolImageSource;
  /** A particular image (slideshow); defaults to the pool's first usable image. */
  src?: string | null;
  alt: string;
  className?: string;
  /** "gallery": when every fallback fails, a grey dashed placeholder instead of a picture. */
  variant?: "card" | "gallery";
  loading?: "lazy" | "eager";
  fetchPriority?: "high" | "low" | "auto";
  sizes?: string;
}

// Plan drawings and placeholders are 800 x 500; photos are cropped to fit (object-cover).
const WIDTH = 800;
const HEIGHT = 500;

/**
 * A pool picture that follows the spec's fallbacks: on a load failure the
 * brand logo, then the Coming Soon picture; a gallery image that still fails
 * becomes a grey dashed placeholder.
 */
export function PoolImage(props: PoolImageProps) {
  const first = props.src || primaryPoolImage(props.pool) || props.pool.planImageUrl || COMING_SOON_IMAGE;
  // A new source starts the fallback chain afresh.
  return <FallbackImage key={first} first={first} {...props} />;
}

function FallbackImage({
  pool,
  first,
  alt,
  className = "",
  variant = "card",
  loading = "lazy",
  fetchPriority,
  sizes,
}: PoolImageProps & { first: string }) {
  const [current, setCurrent] = useState(first);
  const [failed, setFailed] = useState(false);

  if (failed && variant === "gallery") {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`flex aspect-[8/5] items-center justify-center rounded-xl border-2 border-dashed border-slate-300 bg-slate-100 text-sm text-slate-600 ${className}`}
      >
        Image unavailable
      </div>
    );
  }
  return (
    <img
      src={current}
      alt={alt}
      width={WIDTH}
      height={HEIGHT}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      sizes={sizes}
      className={`aspect-[8/5] w-full bg-ocean-50 object-cover ${className}`}
      onError={() => {
        const next = nextFallback(current, imageFallbackChain(pool));
        if (next) setCurrent(next);
        else setFailed(true);
      }}
    />
  );
}
