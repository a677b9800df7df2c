import { ArrowLeft } from "lucide-react";
import { Form, Link, data } from "react-router";
import {
  AdminSelectField,
  AdminTextField,
  FormMessage,
  SubmitButton,
  useSchemaForm,
} from "~/components/admin/admin-form";
import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { appContext } from "~/context";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { redirectWithToast } from "~/lib/http/flash.server";
import { fieldErrors, readFormBody } from "~/lib/http/http.server";
import { DEFAULT_STAFF_ROLE, PASSWORD_MIN_LENGTH, StaffUserCreateSchema } from "~/lib/schemas/staff";
import { OFFICE_OPTIONS, ROLE_OPTIONS } from "~/lib/staff/staff-display";
import { DuplicateStaffUserError, createStaffUser } from "~/models/staff.server";
import type { Route } from "./+types/user-new";

const FIELDS = ["username", "email", "role", "officeId"] as const;

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "users.manage");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaff(context, "users.manage");
  const app = context.get(appContext);
  const form = await readFormBody(request);
  const values = Object.fromEntries(FIELDS.map((name) => [name, form.get(name) ?? ""]));
  const failure = (errors: Record<string, string>, status = 400) =>
    data({ errors, values, message: "Please correct the highlighted fields." }, { status });

  const parsed = StaffUserCreateSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return failure(fieldErrors(parsed.error));
  try {
    const user = await createStaffUser(app.db, { ...parsed.data, mustChangePassword: true });
    app.logger.info({ event: "staff.user-created", userId: user.id, by: actor.id }, "staff user created");
    return redirectWithToast(
      `/admin/users/${user.id}`,
      `User ${user.username} created. They choose their own password at first sign-in.`,
      { secure: app.config.isProduction },
    );
  } catch (error) {
    if (error instanceof DuplicateStaffUserError) return failure({ [error.field]: error.message }, 409);
    throw error;
  }
}

export default function NewStaffUser({ actionData }: Route.ComponentProps) {
  const { errors, onSubmit } = useSchemaForm(StaffUserCreateSchema, actionData?.errors);
  const values = actionData?.values;
  return (
    <>
      <StaffPageTitle title="New user" />
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
        title="New user"
        description="The user signs in with the temporary password you set here and must then choose their own."
      />
      <AdminPanel className="max-w-2xl">
        <Form method="post" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <FormMessage message={actionData?.message} />
          </div>
          <AdminTextField
            label="Username"
            name="username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            minLength={3}
            maxLength={50}
            defaultValue={values?.username}
            hint="3 to 50 letters, digits, dots, dashes or underscores."
            error={errors.username}
          />
          <AdminTextField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="off"
            required
            maxLength={255}
            defaultValue={values?.email}
            error={errors.email}
          />
          <AdminSelectField
            label="Role"
            name="role"
            options={ROLE_OPTIONS}
            defaultValue={values?.role ?? DEFAULT_STAFF_ROLE}
            error={errors.role}
            className="sm:col-span-2"
          />
          <AdminSelectField
            label="Office"
            name="officeId"
            options={OFFICE_OPTIONS}
            defaultValue={values?.officeId ?? ""}
            error={errors.officeId}
          />
          <AdminTextField
            label="Temporary password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters. Give it to the user in person or by phone.`}
            error={errors.password}
          />
          <div className="sm:col-span-2">
            <SubmitButton busyLabel="Creating...">Create user</SubmitButton>
          </div>
        </Form>
      </AdminPanel>
    </>
  );
}
