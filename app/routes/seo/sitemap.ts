import { appContext } from "~/context";
import { SITE_PAGES } from "~/content/site-pages";
import { CACHE_PUBLIC_SHORT, cacheableResponse } from "~/lib/http/http.server";
import { LOCALES, localizedPath } from "~/lib/i18n/locale";
import { listSitemapEntries } from "~/models/sitemap.server";
import type { Route } from "./+types/sitemap";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const entries = await listSitemapEntries(db);
  const urls = [
    // The built-in pages exist in both languages (decision 047).
    ...LOCALES.flatMap((locale) =>
      SITE_PAGES.map(
        (page) => `<url><loc>${escapeXml(config.publicSiteUrl + localizedPath(locale, page.path))}</loc></url>`,
      ),
    ),
    ...entries.map(
      (e) =>
        `<url><loc>${escapeXml(config.publicSiteUrl + e.path)}</loc><lastmod>${e.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return cacheableResponse(request, xml, {
    contentType: "application/xml; charset=utf-8",
    cacheControl: CACHE_PUBLIC_SHORT,
  });
}
