// The blog's staff-only pages outside the staff area: /blog-preview/:id (a
// post in any status, as readers will see it), /test-blog and
// /simple-blog-test (checks, never indexed). They sit in the public layout so they look
// exactly like the site, so the admin guard does not run for them: these
// helpers apply the same rules (anonymous → sign-in, a temporary password →
// the account page) and keep the answers out of caches and search engines.
import { type RouterContextProvider, redirect } from "react-router";
import type { StaffMember } from "~/context";
import { getSignedInStaff } from "~/services/staff/auth.server";
import { CACHE_NONE } from "~/lib/http/http.server";
import { ACCOUNT_PATH } from "~/lib/staff/permissions";
import { signInPathFor } from "~/lib/http/safe-redirect";

export const STAFF_ONLY_PAGE_HEADERS = { "Cache-Control": CACHE_NONE, "X-Robots-Tag": "noindex, nofollow" } as const;

/** The signed-in staff member (any role); anyone else is sent to sign in and back. */
export async function requireStaffForPreview(
  request: Request,
  /** The loader's `url` argument: the page's address (request.url of a client navigation ends in ".data"). */
  url: URL,
  context: Readonly<RouterContextProvider>,
): Promise<StaffMember> {
  const here = `${url.pathname}${url.search}`;
  const staff = await getSignedInStaff(request, context);
  if (!staff) throw redirect(signInPathFor(here), { headers: STAFF_ONLY_PAGE_HEADERS });
  if (staff.mustChangePassword) {
    throw redirect(`${ACCOUNT_PATH}?${new URLSearchParams({ redirectTo: here })}`, {
      headers: STAFF_ONLY_PAGE_HEADERS,
    });
  }
  return staff;
}
