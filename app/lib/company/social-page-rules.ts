// What a social page address must be: an https page on the network's own domain (or a subdomain), and more than
// its home page, so the footer links to the company's page, never to the network's front door.
import type { SocialNetworkId } from "./social-links";

export const SOCIAL_PAGE_RULES: Record<SocialNetworkId, { domains: readonly string[]; example: string }> = {
  facebook: { domains: ["facebook.com"], example: "https://www.facebook.com/yourpage" },
  instagram: { domains: ["instagram.com"], example: "https://www.instagram.com/yourname" },
  youtube: { domains: ["youtube.com"], example: "https://www.youtube.com/@yourchannel" },
  tiktok: { domains: ["tiktok.com"], example: "https://www.tiktok.com/@yourname" },
  linkedin: { domains: ["linkedin.com"], example: "https://www.linkedin.com/company/yourcompany" },
  // Twitter's addresses still lead to the same pages.
  x: { domains: ["x.com", "twitter.com"], example: "https://x.com/yourname" },
};

/** Whether `text` is an https address of a page (not the home page) on one of `domains`. */
export function isSocialPageUrl(text: string, domains: readonly string[]): boolean {
  if (!/^https:\/\//i.test(text) || /\s/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  const onDomain = domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
  return onDomain && url.pathname.replace(/\/+$/, "") !== "";
}
