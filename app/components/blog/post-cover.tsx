import { SpriteIcon } from "~/components/sprite-icon";
import { uploadPicture } from "~/lib/media/image-variants";
import type { SpriteIconName } from "~/lib/ui/sprite-icon-names";

// Posts without a cover image get a water-and-sun gradient tinted by their
// category, so the grid still reads as a set of distinct articles.
// One arbitrary background each, not from/via/to utilities: those bring Tailwind's gradient variables (about 3 KB)
// into every sheet that shows a post card.
const GRADIENTS = [
  "bg-[linear-gradient(to_bottom_right,var(--color-ocean-900),var(--color-ocean-700),var(--color-ocean-500))]",
  "bg-[linear-gradient(to_bottom_right,var(--color-ocean-800),var(--color-sky-600),var(--color-cyan-400))]",
  "bg-[linear-gradient(to_bottom_right,var(--color-cyan-900),var(--color-teal-700),var(--color-emerald-500))]",
  "bg-[linear-gradient(to_bottom_right,var(--color-ocean-950),var(--color-indigo-800),var(--color-sky-500))]",
  "bg-[linear-gradient(to_bottom_right,var(--color-sky-800),var(--color-ocean-600),var(--color-sun-400))]",
] as const;

type Topic = "install" | "care" | "cost" | "rules" | "guide" | "water";

const TOPICS: [RegExp, Topic][] = [
  [/install|build|construct/i, "install"],
  [/mainten|care|clean|water/i, "care"],
  [/cost|financ|price|budget/i, "cost"],
  [/permit|safety|law|code/i, "rules"],
  [/guide|buy|choos/i, "guide"],
];

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

export function coverGradient(category: string | null | undefined): string {
  return GRADIENTS[hash(category ?? "") % GRADIENTS.length]!;
}

const TOPIC_ICONS: Record<Topic, SpriteIconName> = {
  install: "Wrench",
  care: "Droplets",
  cost: "Wallet",
  rules: "ShieldCheck",
  guide: "BookOpen",
  water: "WavesHorizontal",
};

/** The category's icon, by the words in its name, drawn from the icon sprite. */
function CategoryIcon({ category, className }: { category: string | null | undefined; className: string }) {
  const topic = TOPICS.find(([pattern]) => pattern.test(category ?? ""))?.[1] ?? "water";
  return <SpriteIcon icon={TOPIC_ICONS[topic]} className={className} />;
}

interface PostCoverProps {
  coverImage: string | null;
  category: string | null;
  /** Alt text of a real cover image; "" when the title is right beside it. */
  alt?: string;
  className?: string;
  iconClassName?: string;
  eager?: boolean;
  /** How wide the cover is shown (the <source> sizes of an uploaded image). */
  sizes?: string;
}

/** The post's cover image, or a gradient panel with its category's icon when it has none. */
export function PostCover({
  coverImage,
  category,
  alt = "",
  className = "aspect-[16/9]",
  iconClassName = "size-12",
  eager = false,
  sizes = "(min-width: 1024px) 40vw, (min-width: 640px) 50vw, 100vw",
}: PostCoverProps) {
  if (coverImage) {
    const imageClass = `w-full bg-ocean-50 object-cover ${className}`;
    const loading = eager ? "eager" : "lazy";
    // An uploaded image has resized AVIF and WebP variants: the browser picks the smallest that fits.
    const picture = uploadPicture(coverImage);
    if (picture) {
      return (
        <picture className="contents">
          {picture.sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
          ))}
          <img
            src={picture.src}
            width={picture.width}
            height={picture.height}
            alt={alt}
            loading={loading}
            decoding="async"
            className={imageClass}
          />
        </picture>
      );
    }
    return <img src={coverImage} alt={alt} loading={loading} decoding="async" className={imageClass} />;
  }
  return (
    <div aria-hidden="true" className={`relative w-full overflow-hidden ${coverGradient(category)} ${className}`}>
      <span className="absolute -top-10 -right-10 size-40 rounded-full bg-sun-300/30 blur-2xl" />
      <span className="cover-waves absolute inset-x-0 bottom-0 h-1/3" />
      <CategoryIcon
        category={category}
        className={`absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 text-white/85 ${iconClassName}`}
      />
    </div>
  );
}
