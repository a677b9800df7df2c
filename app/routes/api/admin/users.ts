import { appContext } from "~/context";
import { requireStaff } from "~/services/staff/auth.server";
import { jsonError, jsonResponse, methodNotAllowed, readJsonBody, validationError } from "~/lib/http/http.server";
import { StaffUserCreateSchema } from "~/lib/schemas/staff";
import { DuplicateStaffUserError, createStaffUser, listStaffUsers } from "~/models/staff.server";
import type { Route } from "./+types/users";

/** GET /api/admin/users: every staff user (never a password hash). */
export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "users.manage");
  const users = await listStaffUsers(context.get(appContext).db);
  return jsonResponse({ users });
}

/** POST /api/admin/users: creates a user with a temporary password (same schema as /admin/users/new). */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaff(context, "users.manage");
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const app = context.get(appContext);
  const parsed = StaffUserCreateSchema.safeParse(await readJsonBody(request));
  if (!parsed.success) return validationError(parsed.error);
  try {
    const user = await createStaffUser(app.db, { ...parsed.data, mustChangePassword: true });
    app.logger.info({ event: "staff.user-created", userId: user.id, by: actor.id }, "staff user created");
    return jsonResponse({ user }, { status: 201 });
  } catch (error) {
    if (error instanceof DuplicateStaffUserError)
      throw jsonError(409, error.message, { errors: { [error.field]: error.message } });
    throw error;
  }
}
