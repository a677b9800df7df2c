import { CircleCheck } from "lucide-react";
import { useEffect } from "react";
import { Outlet, data, useRouteLoaderData } from "react-router";
import { AdminErrorPage } from "~/components/admin/admin-error-page";
import { AdminShell } from "~/components/admin/admin-shell";
import { SiteToaster, toast } from "~/components/site-toaster";
import { appContext } from "~/context";
import { shellDataFor } from "~/lib/staff/admin-shell";
import { requireStaff } from "~/services/staff/auth.server";
import { readFlash } from "~/lib/http/flash.server";
import { adminPageMiddleware } from "~/middleware/admin-guard.server";
import { staffStylesheet } from "~/styles/staff-stylesheet";
import type { Route } from "./+types/layout";

// Every staff page sits under this layout: its middleware is the guard
// (session, permission table, cross-site posts, no-store, noindex).
export const middleware: Route.MiddlewareFunction[] = adminPageMiddleware;

// The staff area's one stylesheet (decisions 020 and 026).
// An iPhone takes the home-screen icon from here, not from the manifest.
export const links: Route.LinksFunction = () => [
  staffStylesheet,
  { rel: "apple-touch-icon", href: "/admin/icon-192.png" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const { config } = context.get(appContext);
  const { flash, setCookie } = readFlash(request, { secure: config.isProduction });
  return data({ shell: shellDataFor(staff), flash }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { shell, flash } = loaderData;
  const flashId = flash?.id;
  const flashMessage = flash?.message;
  useEffect(() => {
    // A plain toast with a check icon: sonner's rich success colours fall short of AA contrast.
    if (flashId && flashMessage) {
      toast(flashMessage, {
        id: flashId,
        icon: <CircleCheck aria-hidden="true" className="size-4 text-emerald-700" />,
      });
    }
  }, [flashId, flashMessage]);
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <AdminShell shell={shell}>
        <Outlet />
      </AdminShell>
      <SiteToaster />
      {flashMessage && (
        // The toast needs scripts; without them the message still shows where the toast would.
        <noscript>
          <p
            role="status"
            className="fixed right-4 bottom-4 z-50 flex items-center gap-2 rounded-md border border-slate-200 bg-white px-4 py-3 text-sm text-slate-900 shadow-lg"
          >
            <CircleCheck aria-hidden="true" className="size-4 text-emerald-700" />
            {flashMessage}
          </p>
        </noscript>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>("routes/admin/layout");
  return <AdminErrorPage error={error} shell={layout?.shell ?? null} />;
}
