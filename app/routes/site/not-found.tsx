import { data } from "react-router";

/** Catch-all: any path no route claims is a real 404 inside the site shell. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
