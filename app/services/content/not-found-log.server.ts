import type { RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { recordNotFoundPath } from "~/models/not-found-paths.server";
import { notFoundLogPath } from "~/lib/content/landing-addresses";

/**
 * Counts a public Page Not Found in the 404 log. Fire and forget: the 404 page never waits for the write,
 * and a failed write is only logged, so the log can neither break nor slow the page. `pathname` is the
 * loader's `url.pathname`: request.url of a client-side navigation ends in ".data".
 */
export function countNotFound(context: Readonly<RouterContextProvider>, pathname: string): void {
  const path = notFoundLogPath(pathname);
  if (!path) return;
  const { db, logger } = context.get(appContext);
  recordNotFoundPath(db, path).catch((error: unknown) => {
    logger.warn({ err: error, event: "not-found-log.failed" }, "could not count a 404 path");
  });
}
