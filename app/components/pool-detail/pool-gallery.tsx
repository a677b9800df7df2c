import { useState } from "react";
import { PoolImage, type PoolImageSource } from "~/components/pool-image";
import { fill } from "~/lib/i18n/translate";
import { useTexts } from "~/lib/i18n/texts";

interface PoolGalleryProps {
  pool: PoolImageSource;
  name: string;
  /** The pool's pictures in order, or its plan drawing alone. */
  images: readonly string[];
  /** True when the only image is the generated plan drawing. */
  isPlan: boolean;
}

/** The pool's pictures: one large image and, when there are several, thumbnails to switch between them. */
export function PoolGallery({ pool, name, images, isPlan }: PoolGalleryProps) {
  const t = useTexts("poolDetail").pictures;
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)] ?? null;
  const altFor = (i: number) =>
    isPlan ? fill(t.plan, { name }) : fill(t.photo, { name, index: i + 1, count: images.length });

  return (
    <div>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg shadow-ocean-900/10">
        <PoolImage
          pool={pool}
          src={current}
          alt={altFor(index)}
          variant="gallery"
          loading="eager"
          fetchPriority="high"
          sizes="(min-width: 1024px) 55vw, 100vw"
          className={isPlan ? "object-contain" : ""}
        />
      </div>
      {images.length > 1 && (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-5" aria-label={fill(t.list, { name })}>
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-current={i === index ? "true" : undefined}
                aria-label={fill(t.show, { index: i + 1, count: images.length })}
                className={`block w-full overflow-hidden rounded-lg border-2 ${i === index ? "border-ocean-700" : "border-transparent opacity-80 hover:opacity-100"}`}
              >
                <PoolImage
                  pool={pool}
                  src={src}
                  alt=""
                  className="aspect-[8/5]"
                  sizes="(min-width: 640px) 20vw, 25vw"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
