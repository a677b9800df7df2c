// What the staff's project views (the lead page's project section and the projects board) send to their
// components: plain values, dates already written out, so the browser renders the server's text.
import type { ProjectStageStatus } from "#db/schema/enums.ts";
import type { Option } from "~/lib/leads/lead-desk-views";

export interface ProjectStageView {
  id: number;
  name: string;
  status: ProjectStageStatus;
  statusLabel: string;
  /** "March 9, 2026"; null when the stage has no planned date. */
  planned: string | null;
  plannedIso: string | null;
  /** When it started and finished, written out; null until then. */
  started: string | null;
  done: string | null;
  delayReason: string | null;
  late: boolean;
}

export interface ProjectMessageView {
  id: number;
  /** "Homeowner" or the staff member's name. */
  from: string;
  fromHomeowner: boolean;
  body: string;
  at: string;
  atIso: string;
}

/** The project part of a lead's page: nothing, the start form (won lead without a project), or the project. */
export type LeadProjectSection =
  | { kind: "none" }
  | {
      kind: "start";
      /** The staff member may start it (projects.manage); the others read who does. */
      canStart: boolean;
      /** The lead has its contract value and signing date, which the project copies. */
      hasOutcome: boolean;
      poolOptions: Option[];
      defaults: { poolId: string; color: string; address: string };
    }
  | {
      kind: "project";
      id: number;
      /** The staff page of the project, for those who run it (projects.manage); null for the others. */
      pageHref: string | null;
      pool: string | null;
      color: string | null;
      address: string | null;
      contract: string;
      signed: string;
      stages: ProjectStageView[];
      /** The stage the project is at; null once handed over. */
      currentStageId: number | null;
      lateCount: number;
      messages: ProjectMessageView[];
    };

export interface ProjectCardView {
  id: number;
  leadId: number;
  homeowner: string;
  pool: string | null;
  rep: string | null;
  /** "Planned March 9, 2026" (the current stage's date), "Handed over January 13, 2027"; null without a date. */
  when: string | null;
  whenIso: string | null;
  late: boolean;
  /** The project's staff page, for those who run projects; null for the others. */
  pageHref: string | null;
}

export interface ProjectBoardColumn {
  key: string;
  title: string;
  cards: ProjectCardView[];
}
