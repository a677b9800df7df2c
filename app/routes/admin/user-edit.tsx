import { ArrowLeft } from "lucide-react";
import { Form, Link, data } from "react-router";
import {
  AdminSelectField,
  AdminTextField,
  FormMessage,
  SubmitButton,
  dangerButtonClass,
  secondaryButtonClass,
  useSchemaForm,
} from "~/components/admin/admin-form";
import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { appContext } from "~/context";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { redirectWithToast } from "~/lib/http/flash.server";
import { fieldErrors, jsonError, readFormBody } from "~/lib/http/http.server";
import { ACCOUNT_PATH } from "~/lib/staff/permissions";
import { PASSWORD_MIN_LENGTH, StaffPasswordResetSchema, StaffUserUpdateSchema } from "~/lib/schemas/staff";
import { OFFICE_OPTIONS, ROLE_OPTIONS, formatStaffDateTime, roleLabel } from "~/lib/staff/staff-display";
import { OWN_PASSWORD_MESSAGE, selfChangeError } from "~/lib/staff/staff-rules";
import {
  DuplicateStaffUserError,
  getStaffUserById,
  setStaffUserActive,
  setStaffUserPassword,
  updateStaffUser,
} from "~/models/staff.server";
import type { Route } from "./+types/user-edit";

const INTENTS = ["update", "deactivate", "reactivate", "reset-password"] as const;
type Intent = (typeof INTENTS)[number];

function userIdFrom(params: { userId: string }): number {
  const id = Number(params.userId);
  if (!/^\d{1,9}$/.test(params.userId) || !Number.isSafeInteger(id)) throw jsonError(404, "No such user.");
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const actor = requireStaff(context, "users.manage");
  const user = await getStaffUserById(context.get(appContext).db, userIdFrom(params));
  if (!user) throw jsonError(404, "No such user.");
  return {
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      role: user.role,
      roleLabel: roleLabel(user.role),
      officeId: user.officeId ?? "",
      isActive: user.isActive,
      mustChangePassword: user.mustChangePassword,
      lastLogin: formatStaffDateTime(user.lastLoginAt),
      created: formatStaffDateTime(user.createdAt),
    },
    isSelf: user.id === actor.id,
  };
}

interface ActionFailure {
  intent: Intent;
  message: string;
  errors: Record<string, string>;
  values?: Record<string, string>;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = requireStaff(context, "users.manage");
  const app = context.get(appContext);
  const id = userIdFrom(params);
  const target = await getStaffUserById(app.db, id);
  if (!target) throw jsonError(404, "No such user.");

  const form = await readFormBody(request);
  const intent = form.get("intent") as Intent | null;
  if (!intent || !INTENTS.includes(intent)) throw jsonError(400, "Unknown action.");
  const fail = (message: string, errors: Record<string, string> = {}, status = 400, values?: Record<string, string>) =>
    data<ActionFailure>({ intent, message, errors, values }, { status });
  const done = (message: string) =>
    redirectWithToast(`/admin/users/${id}`, message, { secure: app.config.isProduction });
  const log = (event: string) => app.logger.info({ event, userId: id, by: actor.id }, "staff user changed");

  switch (intent) {
    case "update": {
      const values = {
        email: form.get("email") ?? "",
        role: form.get("role") ?? "",
        officeId: form.get("officeId") ?? "",
      };
      const parsed = StaffUserUpdateSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success)
        return fail("Please correct the highlighted fields.", fieldErrors(parsed.error), 400, values);
      const refused = selfChangeError(actor, id, { role: parsed.data.role });
      if (refused) return fail(refused.message, { [refused.field]: refused.message }, 400, values);
      try {
        await updateStaffUser(app.db, id, parsed.data);
      } catch (error) {
        if (error instanceof DuplicateStaffUserError) {
          return fail("Please correct the highlighted fields.", { email: error.message }, 409, values);
        }
        throw error;
      }
      log("staff.user-updated");
      return done("Changes saved.");
    }
    case "deactivate":
    case "reactivate": {
      const isActive = intent === "reactivate";
      const refused = selfChangeError(actor, id, { isActive });
      if (refused) return fail(refused.message, {}, 400);
      await setStaffUserActive(app.db, id, isActive);
      log(isActive ? "staff.user-reactivated" : "staff.user-deactivated");
      return done(
        isActive
          ? `${target.username} can sign in again.`
          : `${target.username} is deactivated and signed out everywhere.`,
      );
    }
    case "reset-password": {
      if (id === actor.id) return fail(OWN_PASSWORD_MESSAGE, {}, 400);
      const parsed = StaffPasswordResetSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return fail("Please correct the highlighted fields.", fieldErrors(parsed.error));
      await setStaffUserPassword(app.db, id, parsed.data.password, { temporary: true });
      log("staff.user-password-reset");
      return done(`Temporary password set. ${target.username} is signed out and must choose a new password.`);
    }
  }
}

export default function EditStaffUser({ loaderData, actionData }: Route.ComponentProps) {
  const { user, isSelf } = loaderData;
  const failure = actionData as ActionFailure | undefined;
  const forIntent = (intent: Intent) => (failure?.intent === intent ? failure : undefined);
  const update = useSchemaForm(StaffUserUpdateSchema, forIntent("update")?.errors);
  const reset = useSchemaForm(StaffPasswordResetSchema, forIntent("reset-password")?.errors);
  const updateValues = forIntent("update")?.values;
  const statusFailure = forIntent("deactivate") ?? forIntent("reactivate");

  return (
    <>
      <StaffPageTitle title={`${user.username} | Users`} />
      <p className="mb-2">
        <Link
          to="/admin/users"
          className="inline-flex items-center gap-1 text-sm font-semibold text-ocean-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Users
        </Link>
      </p>
      <AdminPageHeader
        title={user.username}
        description={
          <>
            {user.roleLabel} · {user.isActive ? "Active" : "Inactive"} · Last sign-in: {user.lastLogin ?? "never"} ·
            Created {user.created}
          </>
        }
      />
      <div className="grid max-w-5xl gap-5 xl:grid-cols-2">
        <AdminPanel title="Details" className="xl:col-span-2">
          <Form method="post" noValidate onSubmit={update.onSubmit} className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <FormMessage message={forIntent("update")?.message} />
            </div>
            <AdminTextField
              label="Username"
              name="username-display"
              value={user.username}
              readOnly
              disabled
              hint="A username cannot be changed."
            />
            <AdminTextField
              label="E-mail"
              name="email"
              type="email"
              autoComplete="off"
              required
              maxLength={255}
              defaultValue={updateValues?.email ?? user.email}
              error={update.errors.email}
            />
            {isSelf && user.role === "admin" ? (
              <>
                <input type="hidden" name="role" value="admin" />
                <AdminTextField
                  label="Role"
                  name="role-display"
                  value={user.roleLabel}
                  readOnly
                  disabled
                  hint="You cannot remove your own admin role."
                  className="sm:col-span-2"
                />
              </>
            ) : (
              <AdminSelectField
                label="Role"
                name="role"
                options={ROLE_OPTIONS}
                defaultValue={updateValues?.role ?? user.role}
                error={update.errors.role}
                className="sm:col-span-2"
              />
            )}
            <AdminSelectField
              label="Office"
              name="officeId"
              options={OFFICE_OPTIONS}
              defaultValue={updateValues?.officeId ?? user.officeId}
              error={update.errors.officeId}
            />
            <div className="sm:col-span-2">
              <SubmitButton intent="update" busyLabel="Saving...">
                Save changes
              </SubmitButton>
            </div>
          </Form>
        </AdminPanel>

        <AdminPanel
          title="Sign-in access"
          description={
            user.isActive
              ? "Deactivating ends the user's sessions at once; their leads and history stay."
              : "This user cannot sign in."
          }
        >
          <FormMessage message={statusFailure?.message} />
          {isSelf ? (
            <p className="text-sm text-slate-700">You cannot deactivate your own account.</p>
          ) : (
            <Form method="post" className="mt-1">
              {user.isActive ? (
                <SubmitButton intent="deactivate" busyLabel="Deactivating..." className={dangerButtonClass}>
                  Deactivate {user.username}
                </SubmitButton>
              ) : (
                <SubmitButton intent="reactivate" busyLabel="Reactivating..." className={secondaryButtonClass}>
                  Reactivate {user.username}
                </SubmitButton>
              )}
            </Form>
          )}
        </AdminPanel>

        <AdminPanel
          title="Reset password"
          description="Set a temporary password: the user is signed out and must choose a new one at the next sign-in."
        >
          {isSelf ? (
            <p className="text-sm text-slate-700">
              Change your own password on the{" "}
              <Link to={ACCOUNT_PATH} className="font-semibold text-ocean-800 underline">
                Account &amp; password
              </Link>{" "}
              page.
            </p>
          ) : (
            <Form method="post" noValidate onSubmit={reset.onSubmit} className="flex flex-col gap-3">
              <FormMessage message={forIntent("reset-password")?.message} />
              <input type="hidden" name="intent" value="reset-password" />
              <AdminTextField
                label="Temporary password"
                name="password"
                type="password"
                autoComplete="new-password"
                required
                minLength={PASSWORD_MIN_LENGTH}
                hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
                error={reset.errors.password}
              />
              <div>
                <SubmitButton intent="reset-password" busyLabel="Setting..." className={secondaryButtonClass}>
                  Set temporary password
                </SubmitButton>
              </div>
            </Form>
          )}
        </AdminPanel>
      </div>
    </>
  );
}
