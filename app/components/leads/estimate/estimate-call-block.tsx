import { OfficeCard } from "~/components/office-card";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useNearestOffice } from "~/components/nearest-office";
import { useCompany } from "~/components/company-context";
import { telHref } from "~/lib/company/offices";
import { SpriteIcon } from "~/components/sprite-icon";

/** The page's closing call block: the nearest office's card and the toll-free line. */
export function EstimateCallBlock() {
  const company = useCompany();
  const { office } = useNearestOffice();
  const t = useTexts("estimate").call;
  return (
    <section aria-labelledby="estimate-call" className="water-gradient py-16 text-white sm:py-20">
      <div className="container-page grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="text-xs font-bold tracking-[0.18em] text-ocean-100 uppercase">{t.eyebrow}</p>
          <h2 id="estimate-call" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t.title}
          </h2>
          <p className="mt-4 max-w-xl text-lg text-ocean-50">{t.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={telHref(company.tollFreePhone)} className="btn-primary px-6 text-base">
              <SpriteIcon icon="Phone" className="size-4" />
              {fill(t.tollFree, { phone: company.tollFreePhone })}
            </a>
          </div>
          <p className="mt-4 text-sm text-ocean-50">{company.hours}</p>
        </div>
        <div className="text-left">
          <OfficeCard office={office} />
        </div>
      </div>
    </section>
  );
}
