import type { RouterContextProvider } from "react-router";
import { getSignedInStaff } from "~/services/staff/auth.server";

/**
 * Whether this request may preview draft landing pages at /enhanced-test/:slug (drafts only
 * for signed-in staff, whatever their role: sales staff check a page before they send its link).
 */
export async function canPreviewDrafts(request: Request, context: Readonly<RouterContextProvider>): Promise<boolean> {
  return (await getSignedInStaff(request, context)) !== null;
}
