import { createHash } from "node:crypto";
import type { ZodError } from "zod";
import { firstMessagePerField } from "~/lib/leads/lead-form-fields";

/** Largest request body any form or /api call accepts. */
export const MAX_BODY_BYTES = 100 * 1024;
/** How much of an oversized body is still read (and dropped) so the 413 reaches the client. */
export const MAX_DRAIN_BYTES = 2 * 1024 * 1024;

export const CACHE_PUBLIC_SHORT = "public, max-age=60, stale-while-revalidate=300";
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";
export const CACHE_NONE = "no-store";

export function etagFor(body: string | Uint8Array): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** Whether an If-None-Match header names `etag` (weak or strong) or is `*`. */
export function ifNoneMatchHits(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * The body's size, sent with every answer whose body is known: the compression middleware then leaves a
 * small one (under 1 KB, like most JSON answers) uncompressed, instead of paying a Brotli stream for it.
 */
function contentLength(body: string): string {
  return String(Buffer.byteLength(body, "utf8"));
}

/**
 * A cacheable GET answer: Cache-Control and a strong ETag, and 304 Not
 * Modified when the client already has this exact body.
 */
export function cacheableResponse(
  request: Request,
  body: string,
  { contentType, cacheControl, etag = etagFor(body) }: { contentType: string; cacheControl: string; etag?: string },
): Response {
  const headers = new Headers({
    "Cache-Control": cacheControl,
    ETag: etag,
    Vary: "Accept-Encoding",
  });
  if (ifNoneMatchHits(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", contentType);
  headers.set("Content-Length", contentLength(body));
  return new Response(request.method === "HEAD" ? null : body, {
    status: 200,
    headers,
  });
}

/** A JSON body with its ETag, made once and answered many times. */
export interface SerialisedJson {
  body: string;
  etag: string;
}

export function serialiseJson(value: unknown): SerialisedJson {
  const body = JSON.stringify(value);
  return { body, etag: etagFor(body) };
}

export function cacheableJson(request: Request, value: unknown, cacheControl = CACHE_PUBLIC_SHORT): Response {
  return cacheableSerialisedJson(request, serialiseJson(value), cacheControl);
}

/** cacheableJson for a body serialised beforehand (kept with the catalogue it was made from). */
export function cacheableSerialisedJson(
  request: Request,
  { body, etag }: SerialisedJson,
  cacheControl = CACHE_PUBLIC_SHORT,
): Response {
  return cacheableResponse(request, body, { contentType: "application/json; charset=utf-8", cacheControl, etag });
}

export function jsonResponse(value: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", CACHE_NONE);
  const body = JSON.stringify(value);
  headers.set("Content-Length", contentLength(body));
  return new Response(body, { ...init, headers });
}

/** { message } error answer; thrown from loaders and actions, it becomes the response. */
export function jsonError(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return jsonResponse({ message, ...extra }, { status });
}

/** How long a client is asked to wait when the database cannot be reached (a restart takes seconds). */
export const RETRY_AFTER_OUTAGE_SECONDS = 5;
export const SERVICE_UNAVAILABLE_MESSAGE = "We are briefly unavailable. Please try again in a few seconds.";

/** 503 with Retry-After: the database cannot be reached right now (thrown, it becomes the answer or error page). */
export function serviceUnavailable(): Response {
  return jsonResponse(
    { message: SERVICE_UNAVAILABLE_MESSAGE },
    { status: 503, headers: { "Retry-After": String(RETRY_AFTER_OUTAGE_SECONDS) } },
  );
}

/** Field name → first message, for 400 answers and form errors. */
export function fieldErrors(error: ZodError): Record<string, string> {
  return firstMessagePerField(error.issues);
}

export function validationError(error: ZodError, message = "Please correct the highlighted fields."): Response {
  return jsonError(400, message, { errors: fieldErrors(error) });
}

/** Reads at most maxBytes of the body; throws a 413 Response past that. */
export async function readBodyText(request: Request, maxBytes = MAX_BODY_BYTES): Promise<string> {
  return new TextDecoder("utf-8", { fatal: false }).decode(await readBodyBytes(request, maxBytes));
}

/** The body's bytes, at most maxBytes; throws a 413 Response (with `tooLargeMessage`) past that. */
export async function readBodyBytes(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
  tooLargeMessage = "The request body is too large.",
): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw jsonError(413, tooLargeMessage);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size <= maxBytes) chunks.push(value);
    // Past the limit the rest is read and dropped, so the client gets the
    // 413 answer; a flood beyond the drain limit is cut off.
    else if (size > MAX_DRAIN_BYTES) {
      await reader.cancel().catch(() => {});
      break;
    }
  }
  if (size > maxBytes) throw jsonError(413, tooLargeMessage);
  return Buffer.concat(chunks);
}

/** Parses a JSON request body with the size limit; 415/400/413 Responses are thrown for bad input. */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    throw jsonError(415, "Send the request body as JSON with Content-Type: application/json.");
  }
  const text = await readBodyText(request, maxBytes);
  if (!text.trim()) throw jsonError(400, "The request body is empty; send a JSON object.");
  try {
    return JSON.parse(text);
  } catch {
    throw jsonError(400, "The request body is not valid JSON.");
  }
}

export function methodNotAllowed(allowed: string[]): Response {
  return jsonResponse(
    { message: `Method not allowed. Use ${allowed.join(" or ")}.` },
    { status: 405, headers: { Allow: allowed.join(", ") } },
  );
}

/**
 * A form post (application/x-www-form-urlencoded) read with the size limit.
 * Lead forms send no files, so multipart is refused with 415.
 */
export async function readFormBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<URLSearchParams> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\b/i.test(contentType)) {
    throw jsonError(415, "Send the form as application/x-www-form-urlencoded.");
  }
  return new URLSearchParams(await readBodyText(request, maxBytes));
}
