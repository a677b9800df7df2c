import { Link } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { resurfacingLink } from "~/content/resurfacing";
import { useTexts } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { SpriteIcon } from "~/components/sprite-icon";

/** Five questions as native disclosures: they open and close without scripts. */
export function ResurfacingFaq() {
  const t = useTexts("resurfacing").faq;
  const to = useLocalePath();
  return (
    <section aria-labelledby="resurfacing-faq" className="bg-sand-50 py-16 sm:py-20">
      <div className="container-page max-w-4xl">
        <SectionHeading id="resurfacing-faq" eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
        <div className="mt-10 space-y-3">
          {t.items.map((entry) => (
            <details key={entry.question} className="group rounded-2xl border border-slate-200 bg-white shadow-sm">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-base font-bold text-ocean-950 sm:px-6 sm:text-lg [&::-webkit-details-marker]:hidden">
                {entry.question}
                <SpriteIcon
                  icon="ChevronDown"
                  className="size-5 shrink-0 text-ocean-700 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-slate-700 sm:px-6">{entry.answer}</p>
            </details>
          ))}
        </div>
        <p className="mt-8 text-center text-slate-700">
          {t.another}{" "}
          <Link to={to(resurfacingLink("faq"))} className="font-semibold text-ocean-800 underline underline-offset-4">
            {t.ask}
          </Link>
        </p>
      </div>
    </section>
  );
}
