// What the lead desk's loaders send to its components: plain, already
// formatted values (dates are formatted on the server in the offices' time
// zone, so the browser renders the same text and hydration matches).
import type { LeadContactLink } from "~/lib/leads/lead-contact-links";
import type { LeadDeskQuery, LeadView } from "~/lib/leads/lead-desk-query";

export interface Option {
  value: string;
  label: string;
}

export interface LeadRowView {
  id: number;
  name: string;
  email: string | null;
  phone: string;
  status: string;
  requestType: string;
  typeLabel: string;
  source: string | null;
  office: string | null;
  rep: string | null;
  qualification: string | null;
  isTest: boolean;
  /** Sent from the Spanish site: the lead prefers Spanish. */
  spanish: boolean;
  duplicateOf: number | null;
  /** An open task of the lead is overdue. */
  overdueTask: boolean;
  received: string;
  receivedIso: string;
  /** "12 min ago", "3 h ago", "2 days ago" (when the page was made). */
  age: string;
  /** The customer's town, else "Ocala office"; null when neither is known. */
  place: string | null;
  /** What they asked for: "Estimate · Cancun 16" (request type and pool or interest). */
  asked: string;
  contact: LeadContactLink[];
  /** Why a spam lead is spam, as staff read it (null for other leads). */
  spamReason: string | null;
  messageStart: string | null;
  /** How long a stale lead has been idle ("5 d", and "5 days" in words); null for a lead that is not stale. */
  stale: { idle: string; idleWords: string } | null;
}

export interface LeadListData {
  view: LeadView;
  title: string;
  description: string;
  path: string;
  query: LeadDeskQuery;
  /** Labels of query parameters that were ignored. */
  ignored: string[];
  rows: LeadRowView[];
  total: number;
  totalIsCapped: boolean;
  pageSize: number;
  /** The request types this list may be narrowed to (none: the filter is hidden). */
  typeOptions: Option[];
  repOptions: Option[];
  /** The rep filter: the assignable staff, then deactivated staff who still have leads. */
  repFilterOptions: Option[];
  sourcePages: string[];
  canExport: boolean;
  exportHref: string;
  /** The viewer hides leads marked as test. */
  hidesTestLeads: boolean;
  /** Bulk actions (the all-leads page, admin and operations). */
  bulk: boolean;
  /** The lists one taps between (those the viewer may open), this one marked. */
  views: { view: LeadView; label: string; path: string }[];
  /** "Not spam" on each lead (the spam list, for staff who may work leads). */
  canRestoreSpam: boolean;
  /** A status filter means nothing on this list (the spam list). */
  statusFilter: boolean;
}

export interface LeadFact {
  label: string;
  value: string;
  /** mailto:, tel: or an internal link. */
  href?: string;
  /** Long text kept with its line breaks, on a row of its own. */
  wide?: boolean;
  /** A list shown instead of `value` (which then holds the same items as one plain text). */
  items?: { text: string; href?: string; note?: string }[];
}

export interface LeadHistoryView {
  id: number;
  from: string | null;
  to: string;
  toStatus: string;
  by: string;
  at: string;
  atIso: string;
  /** What came with the change: a won lead's value and date, a lost one's reason (decision 033). */
  note: string | null;
  /** "office-move": staff moved the lead to another office (the note says where); the status stayed. */
  kind: "status" | "office-move";
}

export interface LeadCallView {
  id: number;
  by: string;
  /** "no answer" */
  outcome: string;
  note: string | null;
  at: string;
  atIso: string;
}

export interface LeadCommentView {
  id: number;
  author: string;
  at: string;
  atIso: string;
  comment: string;
}

export interface LeadEmailView {
  id: number;
  what: string;
  state: string;
  tone: "ok" | "waiting" | "failed";
  detail: string | null;
}

export interface LeadAppointmentView {
  id: number;
  when: string;
  whenIso: string;
  office: string | null;
  customerName: string;
  address: string;
  contact: string;
  status: string;
}

/** The submitted values of a form the server refused, and why. */
export interface LeadActionFailure {
  intent: string;
  message: string;
  errors: Record<string, string>;
  values?: Record<string, string>;
}

export interface LeadPageData {
  lead: {
    id: number;
    name: string;
    status: string;
    requestType: string;
    typeLabel: string;
    isTest: boolean;
    received: string;
    receivedIso: string;
    /** The status the lead arrived with ("spam" when a spam signal filed it so). */
    receivedAs: string;
    statusUpdated: string;
    salesRepId: number | null;
    salesRepName: string | null;
    qualification: string;
    officeName: string | null;
    officeId: string | null;
    duplicateOf: { id: number; name: string } | null;
    /** The outcome as the forms show it: dollars, "2026-11-20", a lost reason; "" when none. */
    outcome: { wonValue: string; wonSignedOn: string; lostReason: string };
    /** Whether this staff member may correct a won/lost lead's outcome (admin, operations). */
    canEditOutcome: boolean;
    /** Why a spam lead is spam, as staff read it (null for other leads). */
    spamReason: string | null;
  };
  request: LeadFact[];
  source: LeadFact[];
  history: LeadHistoryView[];
  calls: LeadCallView[];
  comments: LeadCommentView[];
  contact: LeadContactLink[];
  emails: LeadEmailView[];
  upcoming: LeadAppointmentView[];
  pastAppointments: number;
  repOptions: Option[];
  appointmentDefaults: Record<"customerName" | "email" | "phone" | "address" | "officeId" | "date" | "time", string>;
  listPath: string;
  listLabel: string;
}

/** A line of a lead's history other than a status change, call or comment (a task, a merge). */
export interface LeadEventView {
  id: number;
  by: string;
  note: string;
  at: string;
  atIso: string;
}

/** A task as the lead page and My tasks show it. */
export interface LeadTaskView {
  id: number;
  leadId: number;
  kindLabel: string;
  /** "Mon, Mar 9, 2:30 PM" or "Mon, Mar 9" (some time that day). */
  due: string;
  dueIso: string;
  owner: string | null;
  note: string | null;
  status: "open" | "done" | "closed";
  /** Where an open task stands now; null for a done or closed one. */
  timing: "overdue" | "today" | "upcoming" | "later" | null;
  /** "Done by ana, Mar 3, 2026, 9:14 AM" or "Closed with the lead"; null while open. */
  finished: string | null;
}

/** What the lead page's "Add a task" form starts with. */
export interface LeadTaskFormDefaults {
  kind: string;
  dueOn: string;
  dueTime: string;
  ownerId: string;
  note: string;
}

/** A task on My tasks: the task and the lead it is on. */
export interface OwnerTaskView extends LeadTaskView {
  leadName: string;
}

/** My tasks: one owner's open tasks, overdue / today / next 7 days, and (for managers) whose tasks to show. */
export interface MyTasksData {
  ownerId: number;
  ownerName: string;
  isOwn: boolean;
  overdue: OwnerTaskView[];
  today: OwnerTaskView[];
  upcoming: OwnerTaskView[];
  /** Staff whose tasks a manager may show; empty for sales, who see their own only. */
  ownerOptions: Option[];
}
