import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
  ServerRouter,
  isRouteErrorResponse,
} from "react-router";
import { appContext } from "./context";
import { isCrossSiteRequest, isMutation } from "./services/staff/auth.server";
import { RETRY_AFTER_OUTAGE_SECONDS } from "./lib/http/http.server";
import { loggedPath } from "./lib/http/logged-path";
import { scriptsAfterFirstPaint } from "./lib/http/scripts-after-first-paint.server";
import { ServerOnlyDataContext } from "./lib/http/server-only-data";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A database outage (server/database-outage.ts) renders the error page at 503: say when to come back.
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", String(RETRY_AFTER_OUTAGE_SECONDS));
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, logger, serverOnly } = loadContext.get(appContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once; people get the streamed shell.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerOnlyDataContext.Provider value={serverOnly}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ServerOnlyDataContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body.pipe(scriptsAfterFirstPaint())), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "streaming render error");
        },
      },
    );
  });
}

/** Server errors go to the JSON log; expected 4xx answers and aborted requests do not. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const { logger } = (context as unknown as RouterContextProvider).get(appContext);
  // React Router refuses a post whose Origin is another site (400) before any action runs and reports it here:
  // a visitor's browser sent it from another site, nothing in the server failed.
  if (isMutation(request.method) && request.headers.has("origin") && isCrossSiteRequest(request)) {
    logger.warn({ method: request.method, kind: "cross-site-post" }, "cross-site form post refused");
    return;
  }
  logger.error({ err: error, path: loggedPath(new URL(request.url).pathname) }, "request failed");
};
