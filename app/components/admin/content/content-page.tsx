import { ArrowLeft, ExternalLink, Info } from "lucide-react";
import { Link } from "react-router";

/** "← Financing partners" above an edit page's title. */
export function ContentBackLink({ to, label }: { to: string; label: string }) {
  return (
    <p className="mb-2">
      <Link to={to} className="inline-flex items-center gap-1 text-sm font-semibold text-ocean-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {label}
      </Link>
    </p>
  );
}

/** A link to the public page a list feeds, opened in a new tab so the staff page stays. */
export function PublicPageLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-10 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
    >
      {label}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** A quiet note above a list (e.g. part of the address was ignored). */
export function ContentNotice({ children }: { children: React.ReactNode }) {
  return (
    <p className="mb-3 flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
