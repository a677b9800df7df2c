// The social networks the company profile may link to, each with the domains its pages live on. An address must
// be an https page on the network's own domain (or a subdomain), and more than its home page: the footer links to
// the company's page, never to the network's front door.

export const SOCIAL_NETWORKS = [
  { id: "facebook", name: "Facebook", domains: ["facebook.com"], example: "https://www.facebook.com/yourpage" },
  { id: "instagram", name: "Instagram", domains: ["instagram.com"], example: "https://www.instagram.com/yourname" },
  { id: "youtube", name: "YouTube", domains: ["youtube.com"], example: "https://www.youtube.com/@yourchannel" },
  { id: "tiktok", name: "TikTok", domains: ["tiktok.com"], example: "https://www.tiktok.com/@yourname" },
  {
    id: "linkedin",
    name: "LinkedIn",
    domains: ["linkedin.com"],
    example: "https://www.linkedin.com/company/yourcompany",
  },
  { id: "x", name: "X", domains: ["x.com", "twitter.com"], example: "https://x.com/yourname" },
] as const;

export type SocialNetworkId = (typeof SOCIAL_NETWORKS)[number]["id"];
export type SocialLinks = Partial<Record<SocialNetworkId, string>>;

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

/** The links to show, in the networks' order; a network without an address is left out. */
export function socialLinksToShow(links: SocialLinks | undefined): { name: string; href: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = links?.[network.id];
    return href ? [{ name: network.name, href }] : [];
  });
}
