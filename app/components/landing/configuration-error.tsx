import { Link } from "react-router";
import { useCompany } from "~/components/company-context";
import { telHref } from "~/lib/company/offices";
import { IconTile } from "~/components/icon-tile";

/** A URL mapping names a page that does not exist: staff see what to fix instead of a blank page. */
export function ConfigurationError({ targetPage }: { targetPage: string }) {
  const company = useCompany();
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <IconTile
        icon="TriangleExclamationPoint"
        className="size-14 rounded-full bg-sun-300/40 text-ocean-950"
        iconSize="before:size-7"
      />
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ocean-950 sm:text-4xl">Configuration Error</h1>
      <p className="mt-4 max-w-xl text-lg break-words text-slate-700">
        {`Target page component "${targetPage}" not found`}
      </p>
      <p className="mt-2 max-w-xl text-slate-600">
        This address points to a page that does not exist. Please let us know, or continue from one of the pages below.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-ocean">
          Home page
        </Link>
        <Link to="/estimate" className="btn-primary">
          Get a Free Estimate
        </Link>
        <a href={telHref(company.tollFreePhone)} className="btn-outline">
          Call {company.tollFreePhone}
        </a>
      </div>
    </section>
  );
}
