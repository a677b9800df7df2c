import { useTexts } from "~/lib/i18n/texts";
import { IconTile } from "~/components/icon-tile";

/** What the free estimate includes, and the questions people ask before sending one. */
export function EstimateIncludedAndFaq() {
  const t = useTexts("estimate").included;
  return (
    <section aria-label={t.section} className="py-16 sm:py-20">
      <div className="container-page grid gap-12 lg:grid-cols-2">
        <div>
          <p className="eyebrow">{t.eyebrow}</p>
          <h2 id="estimate-included" className="mt-2 text-3xl font-extrabold tracking-tight text-ocean-950 sm:text-4xl">
            {t.title}
          </h2>
          <ul className="mt-8 space-y-4">
            {t.items.map((item) => (
              <li key={item} className="flex gap-3 text-slate-800">
                <IconTile
                  icon="Check"
                  className="mt-0.5 size-6 shrink-0 rounded-full bg-palm-600 text-white"
                  iconSize="before:size-4"
                />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <p className="eyebrow">{t.faqEyebrow}</p>
          <h2 id="estimate-faq" className="mt-2 text-3xl font-extrabold tracking-tight text-ocean-950 sm:text-4xl">
            {t.faqTitle}
          </h2>
          <div className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {t.faq.map(({ question, answer }) => (
              <details key={question} className="group p-5">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ocean-950 [&::-webkit-details-marker]:hidden">
                  {question}
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-ocean-50 text-lg text-ocean-700 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <p className="mt-3 text-slate-700">{answer}</p>
              </details>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
