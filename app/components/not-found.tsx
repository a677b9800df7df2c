import { Link } from "react-router";
import { telHref } from "~/lib/company/offices";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { useCompany } from "./company-context";

/** The site's 404 page, inside the site shell. */
export function NotFound({ path }: { path?: string }) {
  const company = useCompany();
  const texts = useTexts("shell").errors;
  const to = useLocalePath();
  // The address is shown as code inside the sentence, wherever the language puts it.
  const [beforePath, afterPath] = texts.notFoundPath.split("{path}");
  return (
    <section className="container-page flex min-h-[55vh] flex-col items-center justify-center py-20 text-center">
      <p className="eyebrow">{texts.notFoundEyebrow}</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-ocean-950 sm:text-5xl">{texts.notFoundTitle}</h1>
      <p className="mt-4 max-w-xl text-slate-600">{texts.notFoundLead}</p>
      {path && (
        <p className="mt-2 max-w-xl text-sm break-all text-slate-700">
          {beforePath}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">{path}</code>
          {afterPath}
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={to("/pools")} className="btn-ocean">
          {texts.browsePools}
        </Link>
        <Link to={to("/estimate")} className="btn-primary">
          {texts.freeEstimate}
        </Link>
        <a href={telHref(company.tollFreePhone)} className="btn-outline">
          {fill(texts.call, { phone: company.tollFreePhone })}
        </a>
      </div>
    </section>
  );
}
