import { expect } from "vitest";
import { getTestApp } from "../setup/test-app.ts";

// Reading server-rendered pages as a browser without JavaScript (or a crawler) meets them.

/** GET a page, expecting a 200 HTML answer; returns its HTML. */
export async function htmlPage(path: string): Promise<string> {
  const app = await getTestApp();
  const response = await app.request(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/html");
  return response.text();
}

/** Undoes React's escaping of text and attributes, and drops its text-node separators. */
export const decodeHtml = (text: string) =>
  text
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&")
    .replaceAll("<!-- -->", "");

/** Visible text of a piece of HTML: scripts, styles and tags removed, whitespace collapsed. */
export const visibleText = (html: string) =>
  decodeHtml(
    html
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<style[\s\S]*?<\/style>/g, " ")
      .replace(/<[^>]+>/g, " "),
  ).replace(/\s+/g, " ");

/** Every decoded href value, in document order. */
export const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => decodeHtml(m[1]!));

/** The JSON-LD blocks of the page. */
export const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
