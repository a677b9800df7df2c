// Where each form of the lead page lives, by its intent. After a save the rep stays where they were: with scripts
// the forms keep the scroll position; without them the form posts to, and the action redirects to, the page with
// the section's #anchor, so the browser lands on the section that was saved (or that shows the error).

export const LEAD_PAGE_SECTION_OF = {
  call: "call",
  status: "work",
  outcome: "work",
  assign: "work",
  qualification: "work",
  comment: "comments",
  appointment: "appointments",
  office: "work",
  "not-spam": "top",
  "task-add": "tasks",
  "task-done": "tasks",
  "task-reopen": "tasks",
  "project-start": "project",
  "project-message": "project-messages",
} as const;

export type LeadPageIntent = keyof typeof LEAD_PAGE_SECTION_OF;
export const LEAD_PAGE_INTENTS = Object.keys(LEAD_PAGE_SECTION_OF) as LeadPageIntent[];

/** "#comments": a form's action (the page itself, at the form's section). */
export function leadSectionHash(intent: LeadPageIntent): string {
  return `#${LEAD_PAGE_SECTION_OF[intent]}`;
}
