import { Link } from "react-router";
import { useCompany } from "~/components/company-context";
import { telHref } from "~/lib/company/offices";
import { IconTile } from "~/components/icon-tile";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";

/**
 * The dynamic page's Page Not Found screen with the requested path. It also
 * carries the site-wide 404 texts, so every unknown address looks and reads the same.
 */
export function LandingNotFound({ path }: { path: string }) {
  const company = useCompany();
  const texts = useTexts("shell").errors;
  const to = useLocalePath();
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <IconTile icon="SearchX" className="size-14 rounded-full bg-ocean-50 text-ocean-700" iconSize="before:size-7" />
      <p className="eyebrow mt-6">{texts.notFoundEyebrow}</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-ocean-950 sm:text-5xl">{texts.notFoundTitle}</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-700">{texts.landing.requested}</p>
      <p className="mt-3 max-w-xl text-sm break-all text-slate-700">
        <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">{path}</code>
      </p>
      <p className="mt-3 max-w-xl text-sm text-slate-600">{texts.notFoundLead}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={to("/pools")} className="btn-ocean">
          {texts.landing.browsePools}
        </Link>
        <Link to={to("/estimate")} className="btn-primary">
          {texts.landing.freeEstimate}
        </Link>
        <a href={telHref(company.tollFreePhone)} className="btn-outline">
          {fill(texts.call, { phone: company.tollFreePhone })}
        </a>
      </div>
    </section>
  );
}
