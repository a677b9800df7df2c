// The one-tap ways to reach a lead from a phone: call, text, e-mail and, when the visitor gave an address, a map of
// it. The lead cards and the lead page offer the same ones. Isomorphic.
import { telHref } from "~/lib/company/offices";
import { phoneDigits } from "~/lib/schemas/lead-values";

export type LeadContactKind = "call" | "text" | "email" | "map";

export interface LeadContactLink {
  kind: LeadContactKind;
  href: string;
  /** What the button says ("Call"). */
  label: string;
  /** What a screen reader says ("Call Maria Lopez"): the cards repeat the same buttons for every lead. */
  accessibleName: string;
}

/** Opens the maps app of the phone (Google Maps' universal link; iOS and Android hand it to an installed app). */
export function mapHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

export function leadContactLinks(lead: {
  name: string;
  phone: string;
  email: string | null;
  address: string | null;
}): LeadContactLink[] {
  const links: LeadContactLink[] = [];
  if (phoneDigits(lead.phone).length >= 10) {
    const tel = telHref(lead.phone);
    links.push({ kind: "call", href: tel, label: "Call", accessibleName: `Call ${lead.name}` });
    links.push({
      kind: "text",
      href: tel.replace(/^tel:/, "sms:"),
      label: "Text",
      accessibleName: `Text ${lead.name}`,
    });
  }
  if (lead.email) {
    links.push({ kind: "email", href: `mailto:${lead.email}`, label: "E-mail", accessibleName: `E-mail ${lead.name}` });
  }
  const address = lead.address?.trim();
  if (address) {
    links.push({ kind: "map", href: mapHref(address), label: "Map", accessibleName: `Map of ${lead.name}'s address` });
  }
  return links;
}
