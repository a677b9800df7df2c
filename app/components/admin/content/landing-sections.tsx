// The three sections of the landing pages screen: landing pages, URL mappings and the 404 log
// from which mappings are made. Each section has its own address.
import { ContentTabs } from "~/components/admin/content/content-tabs";

export const LANDING_PAGES_PATH = "/admin/landing-pages";
export const URL_MAPPINGS_PATH = "/admin/landing-pages/url-mappings";
export const NOT_FOUND_LOG_PATH = "/admin/landing-pages/not-found-log";

const SECTIONS = [
  { href: LANDING_PAGES_PATH, label: "Landing pages" },
  { href: URL_MAPPINGS_PATH, label: "URL mappings" },
  { href: NOT_FOUND_LOG_PATH, label: "404 log" },
] as const;

export function LandingSections({ current }: { current: (typeof SECTIONS)[number]["href"] }) {
  return <ContentTabs label="Landing page sections" tabs={SECTIONS} current={current} />;
}

/** A staff page's address for the public site (encoded, as a link needs it). */
export function publicHref(path: string): string {
  return encodeURI(path);
}
