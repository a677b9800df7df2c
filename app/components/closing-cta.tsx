import { Link } from "react-router";
import { type OfficeId, telHref } from "~/lib/company/offices";
import { useNearestOffice } from "./nearest-office";
import { SpriteIcon } from "~/components/sprite-icon";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";

interface ClosingCtaProps {
  title?: string;
  text?: string;
  /** Where "Get a Free Estimate" goes (with the page's source parameters). */
  estimateHref?: string;
  /** Office shown until the visitor's nearest is known. */
  fallbackOfficeId?: OfficeId;
  secondary?: { to: string; label: string };
}

/** Every page ends in one of two actions: request an estimate, or call the nearest office. */
export function ClosingCta({ title, text, estimateHref = "/estimate", fallbackOfficeId, secondary }: ClosingCtaProps) {
  const { office } = useNearestOffice(fallbackOfficeId);
  const texts = useTexts("shell").closingCta;
  const to = useLocalePath();
  return (
    <section aria-labelledby="closing-cta" className="bg-sand-100">
      <div className="container-page flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="closing-cta" className="text-2xl font-extrabold tracking-tight text-ocean-950 sm:text-3xl">
            {title ?? texts.title}
          </h2>
          <p className="mt-2 text-slate-700">{text ?? texts.text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={to(estimateHref)} className="btn-primary">
            {texts.estimate}
          </Link>
          <a href={telHref(office.phone)} data-office={office.id} className="btn-ocean">
            <SpriteIcon icon="Phone" className="size-4" />
            {fill(texts.call, { office: office.name, phone: office.phone })}
          </a>
          {secondary && (
            <Link to={to(secondary.to)} className="btn-outline">
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
