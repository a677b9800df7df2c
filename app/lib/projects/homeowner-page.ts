// What the homeowner's project page shows, every word and figure already written in their language on the server
// (dates, amounts, stage names), so the page's own script formats nothing and carries no dictionary.
import type { ProjectStageStatus } from "#db/schema/enums.ts";
import type { WarrantyEquipment } from "#db/schema/projects.ts";
import type { OfficeId } from "~/lib/company/offices";
import type { MilestoneState } from "./payment-plan";
import type { PaymentMilestoneId } from "./payment-schedule";

export interface HomeownerPhoto {
  id: number;
  url: string;
  caption: string | null;
}

export interface HomeownerStage {
  id: number;
  name: string;
  status: ProjectStageStatus;
  statusLabel: string;
  /** "Done March 23, 2026", "Started …", "Planned …"; null when no date is set. */
  dateLine: string | null;
  late: boolean;
  delayReason: string | null;
  /** What the homeowner must do before it (the stage kind's to-do), while it is not done. */
  todo: string | null;
  /** The office's own note for this project's stage, while it is not done. */
  note: string | null;
  photos: HomeownerPhoto[];
}

export interface HomeownerMilestone {
  id: PaymentMilestoneId;
  label: string;
  percent: number;
  amount: string;
  state: MilestoneState;
  stateLabel: string;
  /** "Due at signing", "Due when this step is done: Backfill". */
  dueLine: string;
  /** "$1,000.00 of $4,220.00 paid" when part of it is paid. */
  partLine: string | null;
}

export interface HomeownerPayments {
  /** What falls due and is unpaid now; null when nothing is. */
  dueNow: string | null;
  paidSoFar: string;
  balance: string;
  contract: string;
  lines: HomeownerMilestone[];
  /** "$4,220.00 on March 2, 2026 by Check", in the order they were paid. */
  received: string[];
}

export interface HomeownerDocument {
  id: number;
  href: string;
  title: string;
  kindLabel: string;
  /** "PDF · 240 KB · Added March 3, 2026". */
  details: string;
}

export interface HomeownerMessage {
  id: number;
  mine: boolean;
  when: string;
  body: string;
}

export interface HomeownerWarranty {
  /** The sentence that names the start-up date. */
  intro: string;
  items: { id: string; name: string; length: string; endsOn: string }[];
  /** The pool's own warranty sentence, in the page's language when the pool has one in it. */
  poolWarranty: { text: string; english: boolean } | null;
  /** "Registered on …" once the homeowner confirmed it. */
  registered: string | null;
  /** The form's values: what the homeowner confirmed, else what staff filled in, else the pool and start-up date. */
  values: Record<string, string>;
  /** The latest start-up date the form accepts (today). */
  today: string;
  /** The equipment the form asks about, in order, and the fields' lengths (the rule's, sent so no schema is bundled). */
  equipmentKinds: WarrantyEquipment["kind"][];
  fieldMax: { model: number; serial: number };
}

export interface HomeownerNext {
  stageId: number;
  name: string;
  when: string;
  delayed: boolean;
  why: string | null;
  todo: string | null;
  note: string | null;
}

export interface HomeownerProjectPage {
  token: string;
  firstName: string;
  pool: string;
  address: string | null;
  progress: string;
  finished: boolean;
  next: HomeownerNext | null;
  stages: HomeownerStage[];
  payments: HomeownerPayments;
  documents: HomeownerDocument[];
  messages: HomeownerMessage[];
  updatesOff: boolean;
  /** The address on the lead, masked ("j•••@example.com"): where "E-mail me my link" sends; null without one. */
  emailTo: string | null;
  officeId: OfficeId | null;
  warranty: HomeownerWarranty | null;
}
