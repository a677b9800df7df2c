import type { ServerBuild } from "react-router";
import { isDatabaseUnavailable } from "#db/unavailable.ts";
import { serviceUnavailable } from "~/lib/http/http.server";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

// Every loader, action and middleware may reach the database. When PostgreSQL
// is restarting, what they throw is a connection error; turned into a thrown
// 503 Response here, React Router answers /api calls with that JSON and pages
// with the error page at status 503, instead of a 500 "Unexpected Server Error".

function answeringOutages<Fn extends (...args: never[]) => unknown>(fn: Fn): Fn {
  const guarded = async (...args: Parameters<Fn>) => {
    try {
      return await fn(...args);
    } catch (error) {
      throw isDatabaseUnavailable(error) ? serviceUnavailable() : error;
    }
  };
  return guarded as Fn;
}

function guardModule(module: RouteModule): RouteModule {
  return {
    ...module,
    ...(module.loader ? { loader: answeringOutages(module.loader) } : {}),
    ...(module.action ? { action: answeringOutages(module.action) } : {}),
    ...(module.middleware ? { middleware: module.middleware.map((fn) => answeringOutages(fn)) } : {}),
  };
}

function guardBuild(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => [id, route && { ...route, module: guardModule(route.module) }]),
  ) as ServerBuild["routes"];
  return { ...build, routes };
}

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/**
 * The build with its route functions answering a database outage with 503. A
 * build function (development: Vite reloads) is guarded on each call.
 */
export function answerDatabaseOutages(build: BuildSource): BuildSource {
  return typeof build === "function" ? async () => guardBuild(await build()) : guardBuild(build);
}
