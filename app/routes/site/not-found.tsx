import { data } from "react-router";
import { countNotFound } from "~/services/content/not-found-log.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/error.css?url";
import type { Route } from "./+types/not-found";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

/** Catch-all: any path no route claims is a real 404 inside the site shell, counted in the 404 log. */
export function loader({ url, context }: Route.LoaderArgs) {
  countNotFound(context, url.pathname);
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
