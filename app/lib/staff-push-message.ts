// What a push to a staff phone says. A lock screen shows it to anyone nearby and a push service carries it, so it
// holds only what a rep needs to decide to open the lead: first name, town, what was asked and the link. Never the
// last name, phone, e-mail, street or message.
import { findOfficeByBranchLabel, type Company } from "./company-profile";
import { leadRequestLabel } from "./lead-emails";
import { formatOfficeDateTime } from "./office-time";
import { OFFICE_LOCATIONS } from "~/content/company";

/** The JSON the service worker (app/service-worker/staff-sw.js) shows. */
export interface StaffPushMessage {
  title: string;
  body: string;
  /** Same-origin path the notification opens. */
  url: string;
  /** One notification per lead on a device: a later alert about the same lead replaces the earlier one. */
  tag: string;
}

export type LeadPushEvent =
  | { kind: "new-lead" }
  | { kind: "assigned" }
  | { kind: "uncontacted" }
  | { kind: "consultation-booked" | "consultation-moved"; slotStart: Date }
  | { kind: "consultation-cancelled" };

const EVENT_TITLES: Record<LeadPushEvent["kind"], string> = {
  "new-lead": "New lead",
  assigned: "Assigned to you",
  uncontacted: "Not contacted yet",
  "consultation-booked": "Consultation booked",
  "consultation-moved": "Consultation moved",
  "consultation-cancelled": "Consultation cancelled",
};

/** What a push needs of a lead. */
export interface LeadForPush {
  id: number;
  firstName: string;
  address: string | null;
  zip: string | null;
  requestType: string;
  poolType: string | null;
  nearestBranch: string | null;
  /** The first of the pools the visitor named, if any. */
  poolName?: string | null;
}

/** Towns the offices serve, longest first, so "West Palm Beach" wins over "Palm Beach". */
const KNOWN_TOWNS = [...new Set(OFFICE_LOCATIONS.flatMap((office) => [office.name, ...office.serviceTowns]))].sort(
  (a, b) => b.length - a.length,
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The lead's town without any of its address: from its ZIP code (or one written in the address) through
 * `townOfZip`, else a town the offices serve named in the address, else the lead's office, else null.
 */
export function leadTown(
  lead: Pick<LeadForPush, "address" | "zip" | "nearestBranch">,
  company: Company,
  townOfZip: (zip: string) => string | null,
): string | null {
  const zip = lead.zip ?? /\b(\d{5})(?:-\d{4})?\b(?!.*\b\d{5}\b)/.exec(lead.address ?? "")?.[1];
  const fromZip = zip ? townOfZip(zip) : null;
  if (fromZip) return fromZip;
  const address = lead.address ?? "";
  const named = KNOWN_TOWNS.find((town) => new RegExp(`\\b${escapeRegExp(town)}\\b`, "i").test(address));
  if (named) return named;
  return findOfficeByBranchLabel(company, lead.nearestBranch)?.name ?? null;
}

/** The path of a lead's page in the staff area. */
export function staffLeadPath(leadId: number): string {
  return `/admin/leads/${leadId}`;
}

export function leadPushMessage(event: LeadPushEvent, lead: LeadForPush, town: string | null): StaffPushMessage {
  const asked = [leadRequestLabel(lead.requestType), lead.poolName ?? lead.poolType].filter(Boolean).join(" · ");
  const when =
    event.kind === "consultation-booked" || event.kind === "consultation-moved"
      ? ` · ${formatOfficeDateTime(event.slotStart)}`
      : "";
  return {
    title: `${EVENT_TITLES[event.kind]}: ${lead.firstName}${town ? `, ${town}` : ""}`,
    body: `${asked}${when}`,
    url: staffLeadPath(lead.id),
    tag: `lead-${lead.id}`,
  };
}

/** The notification a staff member sends themselves from their account page. */
export function testPushMessage(): StaffPushMessage {
  return {
    title: "Test notification",
    body: "Notifications are on for this device.",
    url: "/admin/account",
    tag: "test",
  };
}
