import { KeyRound } from "lucide-react";
import { Form, data } from "react-router";
import { AdminTextField, FormMessage, SubmitButton, useSchemaForm } from "~/components/admin/admin-form";
import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { appContext } from "~/context";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/lib/auth.server";
import { redirectWithToast } from "~/lib/flash.server";
import { fieldErrors, readFormBody } from "~/lib/http.server";
import { verifyPassword } from "~/lib/password.server";
import { ACCOUNT_PATH } from "~/lib/permissions";
import { safeRedirect } from "~/lib/safe-redirect";
import { ChangeOwnPasswordSchema, PASSWORD_MIN_LENGTH, STAFF_MESSAGES } from "~/lib/schemas/staff";
import { officeName, roleLabel } from "~/lib/staff-display";
import { getStaffPasswordHash, setStaffUserPassword } from "~/models/staff.server";
import type { Route } from "./+types/account";

export function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "account.self");
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return {
    username: staff.username,
    email: staff.email,
    role: roleLabel(staff.role),
    office: officeName(staff.officeId),
    mustChangePassword: staff.mustChangePassword,
    redirectTo: redirectTo ? safeRedirect(redirectTo) : "",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "account.self");
  const app = context.get(appContext);
  const form = await readFormBody(request);
  const fail = (errors: Record<string, string>) =>
    data({ errors, message: "Please correct the highlighted fields." }, { status: 400 });

  const parsed = ChangeOwnPasswordSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fail(fieldErrors(parsed.error));
  const hash = await getStaffPasswordHash(app.db, staff.id);
  if (!hash || !(await verifyPassword(hash, parsed.data.currentPassword))) {
    return fail({ currentPassword: STAFF_MESSAGES.currentPasswordWrong });
  }
  await setStaffUserPassword(app.db, staff.id, parsed.data.newPassword, {
    temporary: false,
    keepSessionId: staff.sessionId,
  });
  app.logger.info({ event: "staff.password-changed", userId: staff.id }, "staff password changed");
  const next = staff.mustChangePassword ? safeRedirect(form.get("redirectTo")) : ACCOUNT_PATH;
  return redirectWithToast(next, "Your password has been changed. Your other sessions were signed out.", {
    secure: app.config.isProduction,
  });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { username, email, role, office, mustChangePassword, redirectTo } = loaderData;
  const { errors, onSubmit } = useSchemaForm(ChangeOwnPasswordSchema, actionData?.errors);
  return (
    <>
      <StaffPageTitle title="Account & password" />
      <AdminPageHeader
        title="Account & password"
        description={`${username} · ${role}${office ? ` · ${office} office` : ""} · ${email}`}
      />
      {mustChangePassword && (
        <div
          role="status"
          className="mb-5 flex max-w-2xl items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            <strong className="font-semibold">Choose your own password to continue.</strong> Your password was set by an
            administrator; the rest of the staff area opens once you have replaced it.
          </p>
        </div>
      )}
      <AdminPanel title="Change password" className="max-w-2xl">
        <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormMessage message={actionData?.message} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {/* Lets password managers file the new password under the right account. */}
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
          <AdminTextField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword}
          />
          <AdminTextField
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong, memorable password.`}
            error={errors.newPassword}
          />
          <AdminTextField
            label="Confirm new password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword}
          />
          <div>
            <SubmitButton busyLabel="Changing...">Change password</SubmitButton>
          </div>
        </Form>
      </AdminPanel>
    </>
  );
}
