import { Lock } from "lucide-react";
import { Form, Link, data, redirect } from "react-router";
import {
  AdminTextField,
  FormMessage,
  SubmitButton,
  primaryButtonClass,
  useSchemaForm,
} from "~/components/admin/admin-form";
import { useCompany } from "~/components/company-context";
import { Logo } from "~/components/logo";
import { appContext } from "~/context";
import { shellTexts } from "~/content/texts/shell.server";
import { pickTexts } from "~/lib/i18n/texts";
import { assertSameSite, getSignedInStaff, signIn } from "~/services/staff/auth.server";
import { fieldErrors, readFormBody } from "~/lib/http/http.server";
import { ACCOUNT_PATH } from "~/lib/staff/permissions";
import { safeRedirect } from "~/lib/http/safe-redirect";
import { SignInSchema } from "~/lib/schemas/staff";
import {
  SIGNED_OUT_MESSAGE,
  SIGN_IN_FAILED_MESSAGE,
  SIGN_IN_INACTIVE_MESSAGE,
  lockoutMessage,
} from "~/lib/staff/staff-session";
import { staffStylesheet } from "~/styles/staff-stylesheet";
import type { Route } from "./+types/login";

const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

// Outside the staff layout, so it links the staff stylesheet itself (decision 020).
export const links: Route.LinksFunction = () => [staffStylesheet];

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const merged = new Headers(NO_STORE);
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) merged.set("Retry-After", retryAfter);
  return merged;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get("redirectTo") ?? "";
  // Already signed in: straight on.
  if (await getSignedInStaff(request, context)) {
    throw redirect(safeRedirect(redirectTo), { headers: NO_STORE });
  }
  return {
    redirectTo: safeRedirect(redirectTo, ""),
    notice: url.searchParams.get("signedOut") === "1" ? SIGNED_OUT_MESSAGE : null,
    // The wordmark's tagline: the staff area is English.
    texts: pickTexts("en", shellTexts),
  };
}

interface SignInFailure {
  message: string | null;
  errors: Record<string, string>;
  identifier: string;
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameSite(request);
  const app = context.get(appContext);
  const form = await readFormBody(request);
  const identifier = (form.get("identifier") ?? "").slice(0, 255);
  const fail = (status: number, message: string | null, errors: Record<string, string> = {}, init: HeadersInit = {}) =>
    data<SignInFailure>({ message, errors, identifier }, { status, headers: init });

  const parsed = SignInSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fail(400, null, fieldErrors(parsed.error));

  const result = await signIn(app, request, parsed.data);
  switch (result.kind) {
    case "failed":
      app.logger.info({ event: "staff.sign-in-failed" }, "staff sign-in failed");
      return fail(401, SIGN_IN_FAILED_MESSAGE);
    case "locked":
      app.logger.warn({ event: "staff.sign-in-locked" }, "staff sign-in refused: too many attempts");
      return fail(
        429,
        lockoutMessage(result.retryAfterSeconds),
        {},
        { "Retry-After": String(result.retryAfterSeconds) },
      );
    case "inactive":
      app.logger.info({ event: "staff.sign-in-inactive" }, "staff sign-in refused: account deactivated");
      return fail(403, SIGN_IN_INACTIVE_MESSAGE);
    case "signed-in": {
      app.logger.info({ event: "staff.sign-in", userId: result.userId }, "staff signed in");
      const target = safeRedirect(parsed.data.redirectTo);
      const destination = result.mustChangePassword
        ? `${ACCOUNT_PATH}?${new URLSearchParams({ redirectTo: target })}`
        : target;
      return redirect(destination, { headers: { "Set-Cookie": result.setCookie, ...NO_STORE } });
    }
  }
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { errors, onSubmit } = useSchemaForm(SignInSchema, actionData?.errors);
  const company = useCompany();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-100 px-4 py-10">
      <title>{`Staff sign-in | ${company.name}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="w-full max-w-sm">
        <div className="mb-6 flex justify-center">
          <Link to="/" className="rounded-md">
            <Logo />
          </Link>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7">
          <div className="mb-5 flex items-center gap-3">
            <span className="grid size-10 place-items-center rounded-full bg-sky-100 text-ocean-800">
              <Lock aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h1 className="text-lg font-bold text-slate-900">Staff sign-in</h1>
              <p className="text-sm text-slate-600">For {company.name} staff only.</p>
            </div>
          </div>
          {loaderData.notice && !actionData && (
            <p
              role="status"
              className="mb-4 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800"
            >
              {loaderData.notice}
            </p>
          )}
          <Form
            method="post"
            noValidate
            onSubmit={onSubmit}
            className="flex flex-col gap-4 [&_:focus-visible]:outline-ocean-600"
          >
            <FormMessage message={actionData?.message} />
            <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
            <AdminTextField
              label="Username or e-mail"
              name="identifier"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              defaultValue={actionData?.identifier ?? ""}
              error={errors.identifier}
            />
            <AdminTextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={errors.password}
            />
            <SubmitButton busyLabel="Signing in..." className={`${primaryButtonClass} w-full`}>
              Sign in
            </SubmitButton>
          </Form>
        </div>
        <p className="mt-5 text-center text-sm text-slate-600">
          <Link to="/" className="font-semibold text-ocean-800 underline-offset-2 hover:underline">
            Back to the website
          </Link>
        </p>
      </div>
    </main>
  );
}
