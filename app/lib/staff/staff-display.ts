// Display helpers of the staff pages (isomorphic).
import { OFFICE_LOCATIONS } from "~/lib/company/offices";
import { ROLE_LABELS, type StaffRole, isStaffRole } from "./permissions";

export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  admin: "Everything, including users and settings",
  operations: "Leads and all site content",
  sales: "Leads only: status, assignment, comments, appointments",
};

export const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as StaffRole[]).map((role) => ({
  value: role,
  label: `${ROLE_LABELS[role]}: ${ROLE_DESCRIPTIONS[role]}`,
}));

export const OFFICE_OPTIONS = [
  { value: "", label: "No office" },
  ...OFFICE_LOCATIONS.map((office) => ({ value: office.id, label: office.name })),
];

export function officeName(id: string | null | undefined): string | null {
  return OFFICE_LOCATIONS.find((office) => office.id === id)?.name ?? null;
}

export function roleLabel(role: string): string {
  return isStaffRole(role) ? ROLE_LABELS[role] : role;
}

const DATE_TIME = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/New_York",
});

/** A moment as Florida offices read it ("Mar 3, 2025, 9:14 AM"); format on the server to avoid hydration differences. */
export function formatStaffDateTime(value: Date | string | null | undefined): string | null {
  if (!value) return null;
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : DATE_TIME.format(date);
}
