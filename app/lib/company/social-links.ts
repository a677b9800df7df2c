// The social networks the company profile may link to, in the order the footer shows them. What an address of
// each must look like is social-page-rules.ts, kept apart so that pages do not carry the rules.

export const SOCIAL_NETWORKS = [
  { id: "facebook", name: "Facebook" },
  { id: "instagram", name: "Instagram" },
  { id: "youtube", name: "YouTube" },
  { id: "tiktok", name: "TikTok" },
  { id: "linkedin", name: "LinkedIn" },
  { id: "x", name: "X" },
] as const;

export type SocialNetworkId = (typeof SOCIAL_NETWORKS)[number]["id"];
export type SocialLinks = Partial<Record<SocialNetworkId, string>>;

/** The links to show, in the networks' order; a network without an address is left out. */
export function socialLinksToShow(links: SocialLinks | undefined): { name: string; href: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = links?.[network.id];
    return href ? [{ name: network.name, href }] : [];
  });
}
