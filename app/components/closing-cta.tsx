import { Link } from "react-router";
import { type OfficeId, telHref } from "~/lib/company/offices";
import { useNearestOffice } from "./nearest-office";
import { SpriteIcon } from "~/components/sprite-icon";

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
export function ClosingCta({
  title = "Ready to plan your pool?",
  text = "Get a free, no-obligation estimate, or talk to a specialist at your nearest office today.",
  estimateHref = "/estimate",
  fallbackOfficeId,
  secondary,
}: ClosingCtaProps) {
  const { office } = useNearestOffice(fallbackOfficeId);
  return (
    <section aria-labelledby="closing-cta" className="bg-sand-100">
      <div className="container-page flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="closing-cta" className="text-2xl font-extrabold tracking-tight text-ocean-950 sm:text-3xl">
            {title}
          </h2>
          <p className="mt-2 text-slate-700">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={estimateHref} className="btn-primary">
            Get a Free Estimate
          </Link>
          <a href={telHref(office.phone)} data-office={office.id} className="btn-ocean">
            <SpriteIcon icon="Phone" className="size-4" />
            Call {office.name} {office.phone}
          </a>
          {secondary && (
            <Link to={secondary.to} className="btn-outline">
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
