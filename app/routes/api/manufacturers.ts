import { appContext } from "~/context";
import { cacheableSerialisedJson, methodNotAllowed, serialiseJson } from "~/lib/http/http.server";
import { readCatalogue } from "~/models/catalogue-cache.server";
import { listEnabledManufacturers } from "~/models/manufacturers.server";
import type { Route } from "./+types/manufacturers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  // Serialised and hashed once per catalogue read, not once per request.
  const json = await readCatalogue(db, "api/manufacturers", async () =>
    serialiseJson(await listEnabledManufacturers(db)),
  );
  return cacheableSerialisedJson(request, json);
}

export function action() {
  return methodNotAllowed(["GET"]);
}
