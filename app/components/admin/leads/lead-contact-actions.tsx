import { Mail, MapPin, MessageSquare, Phone } from "lucide-react";
import type { LeadContactKind, LeadContactLink } from "~/lib/leads/lead-contact-links";

const ICONS: Record<LeadContactKind, typeof Phone> = { call: Phone, text: MessageSquare, email: Mail, map: MapPin };

/**
 * Call, text, e-mail and map as a row of large buttons (at least 44 px, a thumb's width), each one tap. The call
 * button leads, in the brand colour.
 */
export function LeadContactActions({
  links,
  className = "",
}: {
  links: readonly LeadContactLink[];
  className?: string;
}) {
  if (links.length === 0) return null;
  return (
    <ul className={`grid grid-cols-4 gap-2 ${className}`}>
      {links.map((link) => {
        const Icon = ICONS[link.kind];
        const primary = link.kind === "call";
        return (
          <li key={link.kind}>
            <a
              href={link.href}
              aria-label={link.accessibleName}
              {...(link.kind === "map" ? { target: "_blank", rel: "noreferrer" } : {})}
              className={`flex min-h-11 flex-col items-center justify-center gap-0.5 rounded-md px-1 py-1.5 text-xs font-semibold shadow-sm ${
                primary
                  ? "bg-ocean-700 text-white hover:bg-ocean-800"
                  : "border border-slate-300 bg-white text-ocean-800 hover:bg-slate-50"
              }`}
            >
              <Icon aria-hidden="true" className="size-5" />
              {link.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
