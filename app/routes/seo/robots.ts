import { appContext } from "~/context";
import { cacheableResponse } from "~/lib/http/http.server";
import type { Route } from "./+types/robots";

/** Staff, test and preview pages stay out of search engines. */
const DISALLOWED = [
  "/admin",
  "/admin-login",
  "/admin-dashboard",
  "/api/",
  "/blog-preview/",
  "/enhanced-test/",
  "/test-landing",
  "/test-blog",
  "/simple-blog-test",
];

export function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context.get(appContext);
  const body = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${config.publicSiteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return cacheableResponse(request, body, {
    contentType: "text/plain; charset=utf-8",
    cacheControl: "public, max-age=3600",
  });
}
