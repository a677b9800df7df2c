import { Star } from "lucide-react";

/** Whole-star rating with a text equivalent for screen readers. */
export function Stars({ rating, max = 5, className = "" }: { rating: number; max?: number; className?: string }) {
  const full = Math.max(0, Math.min(max, Math.round(rating)));
  return (
    <span role="img" aria-label={`Rated ${full} out of ${max}`} className={`inline-flex gap-0.5 ${className}`}>
      {Array.from({ length: max }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={`size-4 ${i < full ? "fill-sun-400 text-sun-400" : "fill-transparent text-slate-300"}`}
        />
      ))}
    </span>
  );
}
