// Allowed values of the text columns that carry a closed set. The lists are
// shared by the schema's CHECK constraints and the Zod schemas in app/lib.
export const STAFF_ROLES = ["admin", "operations", "sales"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const LEAD_STATUSES = [
  "new",
  "contacted",
  "qualified",
  "consultation scheduled",
  "proposal sent",
  "won",
  "lost",
  "spam",
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Why a lead was lost (decision 033): asked for when staff mark a lead "lost"; labels in app/lib/leads/lead-outcome.ts. */
export const LEAD_LOST_REASONS = [
  "price",
  "financing",
  "chose-competitor",
  "timing",
  "no-response",
  "hoa-or-permit",
  "other",
] as const;
export type LeadLostReason = (typeof LEAD_LOST_REASONS)[number];

/**
 * Why a lead was filed as spam when it arrived (a signal never discards a lead: it is kept for staff to review).
 * "staff": marked so on the lead desk. Labels in app/lib/leads/lead-spam.ts.
 */
export const LEAD_SPAM_REASONS = ["honeypot", "form-token-missing", "form-token-forged", "staff"] as const;
export type LeadSpamReason = (typeof LEAD_SPAM_REASONS)[number];

/**
 * Which rule chose a lead's office: the ZIP code of its address, its phone's area code, the position the visitor's
 * browser shared, the office the form's page showed, or a staff member's choice. Labels in app/lib/leads/lead-office-routing.ts.
 */
export const LEAD_OFFICE_RULES = ["zip", "area-code", "location", "page", "staff"] as const;
export type LeadOfficeRule = (typeof LEAD_OFFICE_RULES)[number];

/** Who made a change in a lead's history: a signed-in staff member, the customer on the site, or the site itself. */
export const LEAD_HISTORY_ACTORS = ["staff", "customer", "system"] as const;
export type LeadHistoryActor = (typeof LEAD_HISTORY_ACTORS)[number];

/** What a logged call came to (the lead page's "Log a call"). */
export const LEAD_CALL_OUTCOMES = ["reached", "no-answer", "voicemail"] as const;
export type LeadCallOutcome = (typeof LEAD_CALL_OUTCOMES)[number];

export const LEAD_REQUEST_TYPES = ["contact", "estimate", "consultation"] as const;
export type LeadRequestType = (typeof LEAD_REQUEST_TYPES)[number];

export const APPOINTMENT_STATUSES = ["pending", "confirmed", "completed", "cancelled", "no-show"] as const;
/** An appointment that is still on: listed as upcoming, shown on the calendar, and taking its time for the lead. */
export const ACTIVE_APPOINTMENT_STATUSES: readonly string[] = ["pending", "confirmed"];
/** A visitor-booked consultation (db/schema/booking.ts): holds its place, or gave it back. */
export const CONSULTATION_STATUSES = ["booked", "cancelled"] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];
export const PUBLISH_STATUSES = ["draft", "published"] as const;
export const BLOG_POST_STATUSES = ["draft", "scheduled", "published"] as const;
export const LANDING_CONTENT_TYPES = ["html", "page"] as const;
export const JOB_STATUSES = ["pending", "running", "done", "failed"] as const;

/** Most images a pool may have (CHECK constraint on pools.images; the staff form reads it too). */
export const POOL_MAX_IMAGES = 15;

/** How a design add-on is priced: fixed (one price, bought once) or per unit (a light, a square foot ...). */
export const ADD_ON_PRICING_KINDS = ["fixed", "per-unit"] as const;
export type AddOnPricingKind = (typeof ADD_ON_PRICING_KINDS)[number];

/** Largest quantity a design add-on may allow (a 5,000 sq ft deck is already an estate). */
export const ADD_ON_MAX_QUANTITY = 10_000;

/** What a follow-up task on a lead is for. Labels in app/lib/leads/lead-tasks.ts. */
export const LEAD_TASK_KINDS = ["call-back", "send-proposal", "site-visit", "financing-follow-up", "other"] as const;
export type LeadTaskKind = (typeof LEAD_TASK_KINDS)[number];

/** A task is open until done; "closed" when the lead was won or lost while it was open (not done by anyone). */
export const LEAD_TASK_STATUSES = ["open", "done", "closed"] as const;
export type LeadTaskStatus = (typeof LEAD_TASK_STATUSES)[number];

/**
 * Lines of a lead's history that are not status changes, calls or comments: tasks added, done, reopened or closed
 * with the lead, and merges (the survivor's line and the merged lead's).
 */
export const LEAD_EVENT_KINDS = [
  "task-added",
  "task-done",
  "task-reopened",
  "tasks-closed",
  "merged-in",
  "merged-into",
] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/**
 * A newsletter address: "pending" until its owner follows the confirmation link (double opt-in), "confirmed" while
 * it receives issues, "unsubscribed" once its owner left (kept, with the time, so the list is never re-mailed).
 */
export const NEWSLETTER_SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type NewsletterSubscriberStatus = (typeof NEWSLETTER_SUBSCRIBER_STATUSES)[number];

export const NEWSLETTER_ISSUE_STATUSES = ["draft", "sending", "sent"] as const;
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number];

/**
 * One issue to one address. "sending" is written before the message goes to the mail server: a process that dies
 * after that leaves it "sending", and a resumed send skips it rather than risk a second copy ("uncertain" in reports).
 */
export const NEWSLETTER_DELIVERY_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type NewsletterDeliveryStatus = (typeof NEWSLETTER_DELIVERY_STATUSES)[number];

export { SITE_LANGUAGES } from "./languages.ts";

/**
 * A pool project's stages, in the order a fiberglass installation runs (app/lib/projects/project-stages.ts gives
 * each its planned offset, its homeowner to-do and the payment it triggers); "custom" is a stage staff add.
 */
export const PROJECT_STAGE_KINDS = [
  "permits",
  "excavation",
  "shell-set",
  "plumbing-inspection",
  "backfill",
  "coping-deck",
  "final-inspection",
  "handover",
  "custom",
] as const;
export type ProjectStageKind = (typeof PROJECT_STAGE_KINDS)[number];

/** Where a stage stands; "delayed" always carries a reason the homeowner reads. */
export const PROJECT_STAGE_STATUSES = ["planned", "in_progress", "done", "delayed"] as const;
export type ProjectStageStatus = (typeof PROJECT_STAGE_STATUSES)[number];

/** What a project document is, for its label and its icon. */
export const PROJECT_DOCUMENT_KINDS = ["contract", "permit", "plans", "hoa", "other"] as const;
export type ProjectDocumentKind = (typeof PROJECT_DOCUMENT_KINDS)[number];

/** Who wrote a project message: the homeowner from the project page, or staff from the lead page. */
export const PROJECT_MESSAGE_AUTHORS = ["homeowner", "staff"] as const;
export type ProjectMessageAuthor = (typeof PROJECT_MESSAGE_AUTHORS)[number];

/** The payment milestones (app/content/payment-schedule.ts holds their shares). */
export const PAYMENT_MILESTONE_IDS = [
  "initial",
  "pre-construction",
  "installation",
  "finishing",
  "final-completion",
] as const;

/** How the company takes payments, in the order pages list them: card numbers are never taken or stored. */
export const ACCEPTED_PAYMENT_METHODS = ["check", "transfer", "zelle"] as const;
