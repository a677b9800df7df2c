import { appContext } from "~/context";
import { cacheableSerialisedJson, methodNotAllowed, serialiseJson } from "~/lib/http/http.server";
import { readCatalogue } from "~/models/catalogue-cache.server";
import { listActivePools } from "~/models/pools.server";
import type { Route } from "./+types/pools";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  // Serialised and hashed once per catalogue read, not once per request.
  const json = await readCatalogue(db, "api/pools", async () => serialiseJson(await listActivePools(db)));
  return cacheableSerialisedJson(request, json);
}

export function action() {
  return methodNotAllowed(["GET"]);
}
