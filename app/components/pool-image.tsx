import { useState } from "react";
import { useTexts } from "~/lib/i18n/texts";
import { uploadPicture } from "~/lib/media/image-variants";
import { COMING_SOON_IMAGE, imageFallbackChain, nextFallback, primaryPoolImage } from "~/lib/catalogue/pool-image";

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
  /** Layout widths for an uploaded image's responsive sources; a single-file image has no srcset to pick from. */
  sizes?: string;
}

// Plan drawings and placeholders are 800 x 500; photos are cropped to fit (object-cover).
const WIDTH = 800;
const HEIGHT = 500;
/** Pool pictures fill a card of a one-, two- or three-column grid. */
const DEFAULT_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/**
 * A pool picture that never shows a broken image: on a load failure the
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
  const t = useTexts("poolCard");
  const [current, setCurrent] = useState(first);
  const [failed, setFailed] = useState(false);

  if (failed && variant === "gallery") {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`flex aspect-[8/5] items-center justify-center rounded-xl border-2 border-dashed border-slate-300 bg-slate-100 text-sm text-slate-600 ${className}`}
      >
        {t.imageUnavailable}
      </div>
    );
  }
  const onError = () => {
    const next = nextFallback(current, imageFallbackChain(pool));
    if (next) setCurrent(next);
    else setFailed(true);
  };
  const imageClass = `pool-picture ${className}`;
  // An uploaded image comes in several widths as AVIF and WebP; its URL names them (no lookup needed).
  const upload = uploadPicture(current);
  if (upload) {
    return (
      <picture className="contents">
        {upload.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? DEFAULT_SIZES} />
        ))}
        <img
          src={upload.src}
          alt={alt}
          width={upload.width}
          height={upload.height}
          loading={loading}
          decoding="async"
          fetchPriority={fetchPriority}
          className={imageClass}
          onError={onError}
        />
      </picture>
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
      className={imageClass}
      onError={onError}
    />
  );
}
