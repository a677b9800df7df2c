import { Link } from "react-router";
import { telHref } from "~/lib/company/offices";
import { useCompany } from "./company-context";

/** The site's 404 page, inside the site shell. */
export function NotFound({ path }: { path?: string }) {
  const company = useCompany();
  return (
    <section className="container-page flex min-h-[55vh] flex-col items-center justify-center py-20 text-center">
      <p className="eyebrow">Error 404</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-ocean-950 sm:text-5xl">404 Page Not Found</h1>
      <p className="mt-4 max-w-xl text-slate-600">Did you forget to add the page to the router?</p>
      {path && (
        <p className="mt-2 max-w-xl text-sm break-all text-slate-700">
          We could not find <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">{path}</code>.
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/pools" className="btn-ocean">
          Browse pools
        </Link>
        <Link to="/estimate" className="btn-primary">
          Get a free estimate
        </Link>
        <a href={telHref(company.tollFreePhone)} className="btn-outline">
          Call {company.tollFreePhone}
        </a>
      </div>
    </section>
  );
}
