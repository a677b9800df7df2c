import { redirect } from "react-router";
import { appContext } from "~/context";
import { assertSameSite, signOut } from "~/services/staff/auth.server";
import { SIGN_IN_PATH } from "~/lib/staff/permissions";
import type { Route } from "./+types/logout";

/** POST /admin-logout: ends the session on the server and removes the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameSite(request);
  const app = context.get(appContext);
  const setCookie = await signOut(app, request);
  app.logger.info({ event: "staff.sign-out" }, "staff signed out");
  return redirect(`${SIGN_IN_PATH}?signedOut=1`, { headers: { "Set-Cookie": setCookie, "Cache-Control": "no-store" } });
}

/** A GET never signs anyone out (links are prefetched and crawled): it goes to the sign-in page. */
export function loader() {
  return redirect(SIGN_IN_PATH, { headers: { "Cache-Control": "no-store" } });
}
