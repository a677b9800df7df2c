import { requireStaff } from "~/services/staff/auth.server";
import { jsonResponse } from "~/lib/http/http.server";
import { ROLE_PERMISSIONS } from "~/lib/staff/permissions";
import type { Route } from "./+types/me";

/** GET /api/admin/me: the signed-in staff member and what their role allows. */
export function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "account.self");
  return jsonResponse({
    user: {
      id: staff.id,
      username: staff.username,
      email: staff.email,
      role: staff.role,
      officeId: staff.officeId,
      mustChangePassword: staff.mustChangePassword,
      testModePreference: staff.testModePreference,
    },
    permissions: ROLE_PERMISSIONS[staff.role],
  });
}
