import { SectionHeading } from "~/components/section-heading";
import { Stars } from "~/components/stars";
import type { TextAreas } from "~/lib/i18n/texts";

export interface HomeTestimonial {
  id: number;
  name: string;
  location: string;
  rating: number;
  text: string;
  /** "en-US" on a Spanish page when the review has no Spanish version. */
  lang?: "en-US" | undefined;
}

const PHONE_COUNT = 3;

/** Customer reviews with whole-star ratings, in the page's language when staff wrote one. */
export function TestimonialsSection({
  testimonials,
  t,
}: {
  testimonials: readonly HomeTestimonial[];
  t: TextAreas["homeSections"]["testimonials"];
}) {
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading" className="bg-ocean-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="testimonials-heading" {...t} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((t, index) => (
            // Three reviews are plenty on a phone; wider screens show them all. Skipped while off screen, a review
            // stands in with a height only: a width too would widen the list's one column past a 320 px screen.
            <li
              key={t.id}
              className={`lazy-render [contain-intrinsic-size:auto_none_auto_320px] ${index < PHONE_COUNT ? "grid" : "hidden md:grid"}`}
            >
              {/* The quotation mark is the figure's ::before (decision 027). */}
              <figure className="icon-before icon-Quote quote-card">
                <Stars rating={t.rating} />
                <blockquote lang={t.lang} className="mt-4 flex-1 leading-relaxed text-slate-700">
                  {t.text}
                </blockquote>
                <figcaption className="mt-5 border-t border-slate-100 pt-4">
                  <span className="block font-bold text-ocean-950">{t.name}</span>
                  {t.location && <span className="block text-sm text-slate-600">{t.location}</span>}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
