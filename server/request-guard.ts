import type { RequestHandler } from "express";
import type { Logger } from "pino";

/** The methods the site answers: pages and API calls are read with GET (and HEAD) and sent with POST. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

// A host name (letters, digits, dots, dashes, underscores) or a bracketed IPv6 address, with an optional port.
const HOST_PATTERN = /^(?:[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

/** Whether a Host (or forwarded host) header names a host an address can be built from. */
export function isValidHost(host: string): boolean {
  const match = HOST_PATTERN.exec(host);
  if (!match) return false;
  if (match[1] !== undefined && Number(match[1]) > 65_535) return false;
  return URL.canParse(`http://${host}/`);
}

/**
 * Refuses, before anything else runs, what no page or API call can answer: a method the site does not use (405
 * with Allow; TRACE would otherwise fail inside the renderer) and a missing or malformed Host (400; the page's
 * address is built from it). Both are a client's mistake or a probe, so they are logged as warnings, without the
 * header's text. An HTTP/1.0 request may leave out Host (the protocol allows it): it is answered as a request
 * for the site's own address.
 */
export function refuseMalformedRequests({
  logger,
  siteHost,
}: {
  logger: Logger;
  /** The public site's host, for an HTTP/1.0 request without Host. */
  siteHost: string;
}): RequestHandler {
  const allowed = new Set<string>(ALLOWED_METHODS);
  return (req, res, next) => {
    const answer = (status: number, message: string) => {
      const json = req.path.startsWith("/api/") || (req.get("accept") ?? "").includes("application/json");
      res.status(status).set("Cache-Control", "no-store");
      if (json) res.json({ message });
      else res.type("text/plain").send(message);
    };
    if (!allowed.has(req.method)) {
      logger.warn({ requestId: res.locals.requestId, method: req.method }, "request refused: method not allowed");
      res.set("Allow", ALLOWED_METHODS.join(", "));
      return answer(405, `Method not allowed. Use ${ALLOWED_METHODS.join(", ")}.`);
    }
    if (req.headers.host === undefined && req.httpVersion === "1.0") req.headers.host = siteHost;
    const forwarded = req.app.enabled("trust proxy") ? req.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
    const hosts = [req.headers.host, ...(forwarded === undefined ? [] : [forwarded])];
    if (!hosts.every((host) => host !== undefined && isValidHost(host))) {
      logger.warn(
        { requestId: res.locals.requestId, missing: req.headers.host === undefined },
        "request refused: bad Host",
      );
      return answer(400, "The request's Host header is missing or not valid.");
    }
    next();
  };
}
