// Requests to the worker's app as a browser, a crawler or an API client sends them, and the answers as they read.
import { request } from "node:http";
import { connect } from "node:net";
import { expect } from "vitest";
import { FORM_SERVED_COOKIE, issueFormServed } from "~/services/leads/form-token.server";
import { HONEYPOT_FIELD } from "~/lib/leads/lead-form-fields";
import { type ExtraApp, TEST_SESSION_SECRET, getTestApp } from "../setup/test-app.ts";
import { withoutTextSeparators } from "./html.ts";
import type { PublicPage } from "./html-public-pages.ts";

/** A person's browser: the server answers crawlers differently (the whole document at once, a cache copy of their own). */
export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

/** A page's bytes as the server sent them, read without fetch, which would undo the compression. */
export function rawAnswer(
  baseUrl: string,
  path: string,
  acceptEncoding: string,
): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(
      `${baseUrl}${path}`,
      { headers: { "Accept-Encoding": acceptEncoding, "User-Agent": BROWSER_USER_AGENT } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      },
    )
      .on("error", reject)
      .end();
  });
}

export async function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  const app = await getTestApp();
  return app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export async function getJson<T = unknown>(path: string, headers: Record<string, string> = {}) {
  const app = await getTestApp();
  const response = await app.request(path, { headers: { Accept: "application/json", ...headers } });
  const body = response.status === 304 ? null : ((await response.json()) as T);
  return { response, body: body as T };
}

/** The worker's app's answer to a request for `path`. */
export async function get(path: string, init: RequestInit = {}): Promise<Response> {
  return (await getTestApp()).request(path, init);
}

/** A public page's answer: a GET, or the plain form post it lists (html-public-pages.ts). */
export async function requestPublicPage(page: PublicPage): Promise<Response> {
  return get(
    page.path,
    page.form && {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(page.form).toString(),
    },
  );
}

/** A page's answer with its HTML as sent (React's text separators and escaping kept). */
export async function getPage(path: string, init: RequestInit = {}) {
  const response = await get(path, init);
  return { response, status: response.status, html: await response.text() };
}

/** A page's answer with its HTML as a person reads it: React's text separators removed. */
export async function readPage(path: string, init: RequestInit = {}) {
  const response = await get(path, init);
  return { response, status: response.status, html: withoutTextSeparators(await response.text()) };
}

/** GET a page, expecting a 200 HTML answer; returns its HTML. */
export async function htmlPage(path: string): Promise<string> {
  const { response, html } = await getPage(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/html");
  return html;
}

interface FormPostOptions {
  /** More request headers (an Origin, a Cookie of the test's own). */
  headers?: Record<string, string>;
  /**
   * The Cookie header: by default the form-time cookie of a page served ten seconds ago (filled at human speed);
   * null sends none (a post that did not come from a page the site served).
   */
  cookie?: string | null;
  /** An app of the test's own (startAppWith) instead of the worker's. */
  app?: Pick<ExtraApp, "request"> | null;
  /** Send the fields as given, without the empty honeypot a browser sends with every lead form. */
  withoutHoneypot?: boolean;
}

/**
 * A form posted as a browser without scripts sends it. Answers the response, its status and the page's HTML with
 * React's text separators removed.
 */
export async function postForm(
  path: string,
  /** The form's fields; as pairs where a name repeats (checkboxes). */
  fields: Record<string, string> | [string, string][],
  options: FormPostOptions = {},
) {
  const pairs = Array.isArray(fields) ? fields : Object.entries(fields);
  const sendsHoneypot = !options.withoutHoneypot && !pairs.some(([name]) => name === HONEYPOT_FIELD);
  const cookie = options.cookie === undefined ? servedFormCookie() : options.cookie;
  const response = await (options.app ?? (await getTestApp())).request(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
      ...options.headers,
    },
    body: new URLSearchParams(sendsHoneypot ? [[HONEYPOT_FIELD, ""], ...pairs] : pairs).toString(),
  });
  return { response, status: response.status, html: withoutTextSeparators(await response.text()) };
}

/**
 * Sends `text` as it is over a new connection and answers what came back, up to the server closing the
 * connection (send "Connection: close", or HTTP/1.0): for requests fetch() will not send (no Host, a broken Host,
 * TRACE).
 */
export function rawHttp(baseUrl: string, text: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("utf8")));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

/**
 * The Cookie header of a browser that was served a page `agoMs` ago (the form-time cookie every page answer sets):
 * each call is a new serve, good for one lead.
 */
export function servedFormCookie(agoMs = 10_000): string {
  return `${FORM_SERVED_COOKIE}=${issueFormServed(TEST_SESSION_SECRET, Date.now() - agoMs)}`;
}
