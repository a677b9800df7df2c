import { appContext } from "~/context";
import { cacheableJson, methodNotAllowed } from "~/lib/http.server";
import { listEnabledManufacturers } from "~/models/manufacturers.server";
import type { Route } from "./+types/manufacturers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  return cacheableJson(request, await listEnabledManufacturers(db));
}

export function action() {
  return methodNotAllowed(["GET"]);
}
