// The body of a refused staff page (403). Apart from admin-shell.ts so the
// root error boundary can recognise it without shipping the staff menu table
// to public pages.
import type { AdminShellData } from "./admin-shell";

export interface AdminForbiddenData {
  kind: "admin-forbidden";
  message: string;
  shell: AdminShellData | null;
}

export function isAdminForbiddenData(value: unknown): value is AdminForbiddenData {
  return typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "admin-forbidden";
}
