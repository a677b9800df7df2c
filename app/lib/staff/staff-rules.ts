// Rules for changes an admin makes to staff users (pure, shared by the users
// page and its tests).
import type { StaffRole } from "#db/schema/enums.ts";

export const CANNOT_DEMOTE_SELF = "You cannot remove your own admin role.";
export const CANNOT_DEACTIVATE_SELF = "You cannot deactivate your own account.";
export const OWN_PASSWORD_MESSAGE = "Change your own password on the Account & password page.";

export interface StaffChange {
  role?: StaffRole;
  isActive?: boolean;
}

/**
 * Why an admin may not make this change to their own account, or null.
 * (Another admin can always do it, so the office is never locked out.)
 */
export function selfChangeError(
  actor: { id: number; role: string },
  targetId: number,
  change: StaffChange,
): { field: "role" | "isActive"; message: string } | null {
  if (actor.id !== targetId) return null;
  if (change.role !== undefined && actor.role === "admin" && change.role !== "admin") {
    return { field: "role", message: CANNOT_DEMOTE_SELF };
  }
  if (change.isActive === false) return { field: "isActive", message: CANNOT_DEACTIVATE_SELF };
  return null;
}
