import type { RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { recordNotFoundPath } from "~/models/not-found-paths.server";
import { notFoundLogPath } from "./landing-addresses";

/**
 * Counts a public Page Not Found in the 404 log. Fire and forget: the 404 page never waits for the write,
 * and a failed write is only logged, so the log can neither break nor slow the page.
 */
export function countNotFound(context: Readonly<RouterContextProvider>, pathname: string): void {
  // A client-side navigation asks the server for "/path.data": count the page's own path.
  const path = notFoundLogPath(pathname.replace(/\.data$/, ""));
  if (!path) return;
  const { db, logger } = context.get(appContext);
  recordNotFoundPath(db, path).catch((error: unknown) => {
    logger.warn({ err: error, event: "not-found-log.failed" }, "could not count a 404 path");
  });
}
