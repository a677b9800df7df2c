import { appContext } from "~/context";
import { cacheableJson, methodNotAllowed } from "~/lib/http.server";
import { listActivePools } from "~/models/pools.server";
import type { Route } from "./+types/pools";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  return cacheableJson(request, await listActivePools(db));
}

export function action() {
  return methodNotAllowed(["GET"]);
}
