import { redirect } from "react-router";
import type { Route } from "./+types/redirects";

/** Permanent redirects of the old site's addresses, so their links and search results keep working. */
export function loader({ params, request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  if (params.id !== undefined) return redirect(`/pool-detail/${encodeURIComponent(params.id)}${search}`, 301);
  return redirect(`/above-ground-pools${search}`, 301);
}
