// What the staff area's shell (side menu, top bar) shows, shared by the
// admin layout, the guard's 403 answer and the admin error page. Isomorphic.
import type { StaffRole } from "#db/schema/enums.ts";
import { type NavItem, ROLE_LABELS, navFor } from "./permissions";

export interface AdminShellData {
  username: string;
  role: StaffRole;
  roleLabel: string;
  nav: NavItem[];
  mustChangePassword: boolean;
}

export function shellDataFor(staff: {
  username: string;
  role: StaffRole;
  mustChangePassword: boolean;
}): AdminShellData {
  return {
    username: staff.username,
    role: staff.role,
    roleLabel: ROLE_LABELS[staff.role],
    // Until a temporary password is replaced, only the account page opens.
    nav: staff.mustChangePassword ? [] : navFor(staff.role),
    mustChangePassword: staff.mustChangePassword,
  };
}
