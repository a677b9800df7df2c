import { jsonError } from "~/lib/http/http.server";

/** Unknown /api paths answer JSON, not the HTML 404 page. */
export function loader() {
  return jsonError(404, "Not found.");
}

export function action() {
  return jsonError(404, "Not found.");
}
