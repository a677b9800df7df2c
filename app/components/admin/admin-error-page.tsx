import { ShieldAlert, TriangleAlert } from "lucide-react";
import { Link, isRouteErrorResponse } from "react-router";
import { StaffPageTitle } from "./staff-page-title";
import { isAdminForbiddenData } from "~/lib/staff/admin-forbidden";
import type { AdminShellData } from "~/lib/staff/admin-shell";
import { DASHBOARD_PATH } from "~/lib/staff/permissions";
import { AdminShell } from "./admin-shell";

function Frame({ shell, children }: { shell: AdminShellData | null; children: React.ReactNode }) {
  if (shell) return <AdminShell shell={shell}>{children}</AdminShell>;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 p-4">
      <div className="w-full max-w-lg">{children}</div>
    </main>
  );
}

function Notice({
  icon: Icon,
  code,
  title,
  children,
}: {
  icon: typeof ShieldAlert;
  code: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <StaffPageTitle title={title} />
      <meta name="robots" content="noindex, nofollow" />
      <div className="flex items-start gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-800">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-bold tracking-[0.14em] text-slate-600 uppercase">{code}</p>
          <h1 className="mt-1 text-xl font-bold text-slate-900">{title}</h1>
          <div className="mt-2 space-y-2 text-sm text-slate-700">{children}</div>
          <Link
            to={DASHBOARD_PATH}
            className="mt-5 inline-flex min-h-10 items-center rounded-md bg-ocean-700 px-4 text-sm font-semibold text-white hover:bg-ocean-800"
          >
            Back to the dashboard
          </Link>
        </div>
      </div>
    </div>
  );
}

/**
 * The staff area's error page: a 403 keeps the menu (the guard sends the
 * shell's data with it); other errors show inside the shell when the layout
 * had loaded, otherwise on their own.
 */
export function AdminErrorPage({ error, shell }: { error: unknown; shell?: AdminShellData | null }) {
  if (isRouteErrorResponse(error) && error.status === 403 && isAdminForbiddenData(error.data)) {
    const data = error.data;
    return (
      <Frame shell={data.shell ?? shell ?? null}>
        <Notice icon={ShieldAlert} code="Error 403" title="Access denied">
          <p>{data.message}</p>
          {data.shell && (
            <p>Your role ({data.shell.roleLabel}) does not include it. Ask an administrator if you need access.</p>
          )}
        </Notice>
      </Frame>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "object" && error.data && "message" in error.data
      ? String((error.data as { message: unknown }).message)
      : null;
  return (
    <Frame shell={shell ?? null}>
      <Notice
        icon={TriangleAlert}
        code={`Error ${status}`}
        title={status === 404 ? "Not found" : status === 403 ? "Access denied" : "Something went wrong"}
      >
        <p>
          {message ??
            (status === 404
              ? "This record or page does not exist (any more)."
              : "The page could not be shown. Please try again in a moment.")}
        </p>
      </Notice>
    </Frame>
  );
}
