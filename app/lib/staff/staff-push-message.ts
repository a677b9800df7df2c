// What a push to a staff phone says. A lock screen shows it to anyone nearby and a push service carries it, so it
// holds only what a rep needs to decide to open the lead: first name, town, what was asked and the link. Never the
// last name, phone, e-mail, street or message.
import { leadRequestLabel } from "~/lib/leads/lead-emails";
import { formatOfficeDateTime } from "~/lib/company/office-time";

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

/**
 * A task falling due, to its owner: what the task is for, the lead's first name and town, and the lead's page.
 * The task's note stays out: a rep may have written a phone number or an address in it.
 */
export function taskDuePushMessage(
  task: { id: number; kindLabel: string },
  lead: Pick<LeadForPush, "id" | "firstName">,
  town: string | null,
): StaffPushMessage {
  return {
    title: `Task due: ${task.kindLabel}`,
    body: `${lead.firstName}${town ? `, ${town}` : ""}`,
    url: staffLeadPath(lead.id),
    tag: `task-${task.id}`,
  };
}

/**
 * A homeowner wrote from their project page: their first name, town and pool, and the lead's page where the thread
 * is. The message itself stays out, as any customer's words do.
 */
export function projectMessagePushMessage(
  lead: Pick<LeadForPush, "id" | "firstName">,
  town: string | null,
  poolName: string | null,
): StaffPushMessage {
  return {
    title: `Project message: ${lead.firstName}${town ? `, ${town}` : ""}`,
    body: poolName ? `Pool project · ${poolName}` : "Pool project",
    url: staffLeadPath(lead.id),
    tag: `lead-${lead.id}`,
  };
}
