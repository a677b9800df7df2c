// A pool project (decision 049): made from a won lead when staff start it, it carries the installation's stages,
// the payments against the milestone schedule, the photos and private documents staff add, the messages between
// the homeowner and the office, and the warranty registration at handover. The homeowner reads it at a signed
// link (no account); staff work it from the lead page and the projects board.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { checkOneOf, timestamps } from "./columns.ts";
import {
  type ProjectDocumentKind,
  type ProjectMessageAuthor,
  type ProjectStageKind,
  type ProjectStageStatus,
  ACCEPTED_PAYMENT_METHODS,
  PAYMENT_MILESTONE_IDS,
  PROJECT_DOCUMENT_KINDS,
  PROJECT_MESSAGE_AUTHORS,
  PROJECT_STAGE_KINDS,
  PROJECT_STAGE_STATUSES,
} from "./enums.ts";
import { pools } from "./catalogue.ts";
import { leads } from "./leads.ts";
import { mediaAssets } from "./media.ts";
import { adminUsers } from "./staff.ts";

/** PostgreSQL's byte array: a private document's file, kept in the database so no public address can serve it. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const projects = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    /** One project per lead: the won lead it was started from (its language, contact and rep). */
    leadId: integer("lead_id")
      .notNull()
      .unique()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** Contract value in cents and signing date, copied from the lead's outcome when the project starts. */
    contractCents: integer("contract_cents").notNull(),
    signedOn: date("signed_on", { mode: "string" }).notNull(),
    poolId: integer("pool_id").references(() => pools.id, { onDelete: "set null" }),
    /** The pool's name as sold, kept if the pool row ever goes. */
    poolName: varchar("pool_name", { length: 200 }),
    color: varchar("color", { length: 100 }),
    address: varchar("address", { length: 500 }),
    /** The homeowner's link names this version: revoking or reissuing bumps it, so every earlier link dies. */
    linkVersion: integer("link_version").notNull().default(1),
    /** Set while the link is revoked and no new one issued: no link opens the project. */
    linkRevokedAt: timestamp("link_revoked_at", { withTimezone: true }),
    /** The homeowner turned off the update e-mails (messages from the office still reach them). */
    updatesOff: boolean("updates_off").notNull().default(false),
    /** Photos and documents added after this were not yet in an update e-mail (they go out at most hourly). */
    filesNotifiedAt: timestamp("files_notified_at", { withTimezone: true }),
    startedById: integer("started_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [check("projects_contract_check", sql`${t.contractCents} >= 0`)],
);

export const projectStages = pgTable(
  "project_stages",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 30 }).$type<ProjectStageKind>().notNull(),
    /** Staff's own name for a custom stage; a standard stage is named by its kind, in the reader's language. */
    title: varchar("title", { length: 120 }),
    position: smallint("position").notNull(),
    status: varchar("status", { length: 20 }).$type<ProjectStageStatus>().notNull().default("planned"),
    plannedOn: date("planned_on", { mode: "string" }),
    startedOn: date("started_on", { mode: "string" }),
    doneOn: date("done_on", { mode: "string" }),
    /** Why a delayed stage is late, written for the homeowner. */
    delayReason: varchar("delay_reason", { length: 500 }),
    /** Something more the homeowner must do before this stage, beyond the standard to-do of its kind. */
    homeownerNote: varchar("homeowner_note", { length: 500 }),
    ...timestamps,
  },
  (t) => [
    index("project_stages_project_idx").on(t.projectId, t.position),
    checkOneOf("project_stages_kind_check", "kind", PROJECT_STAGE_KINDS),
    checkOneOf("project_stages_status_check", "status", PROJECT_STAGE_STATUSES),
    check("project_stages_delay_reason_check", sql`${t.status} <> 'delayed' OR ${t.delayReason} IS NOT NULL`),
  ],
);

/** A payment received against one milestone of the schedule. Never a card number: a method and a reference. */
export const projectPayments = pgTable(
  "project_payments",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    milestone: varchar("milestone", { length: 30 }).$type<(typeof PAYMENT_MILESTONE_IDS)[number]>().notNull(),
    amountCents: integer("amount_cents").notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    method: varchar("method", { length: 20 }).$type<(typeof ACCEPTED_PAYMENT_METHODS)[number]>().notNull(),
    /** The check number or transfer reference, as the office files it. */
    reference: varchar("reference", { length: 100 }),
    recordedById: integer("recorded_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("project_payments_project_idx").on(t.projectId, t.paidOn),
    checkOneOf("project_payments_milestone_check", "milestone", PAYMENT_MILESTONE_IDS),
    checkOneOf("project_payments_method_check", "method", ACCEPTED_PAYMENT_METHODS),
    check("project_payments_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/** A photo of the work, from the site's uploads (public variants, unguessable addresses), shown under its stage. */
export const projectPhotos = pgTable(
  "project_photos",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    stageId: integer("stage_id").references(() => projectStages.id, { onDelete: "set null" }),
    mediaAssetId: integer("media_asset_id")
      .notNull()
      .references(() => mediaAssets.id, { onDelete: "restrict" }),
    caption: varchar("caption", { length: 300 }),
    addedById: integer("added_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("project_photos_project_idx").on(t.projectId, t.createdAt)],
);

/** A private document (contract, permit, plans, HOA approval): its bytes live here and only the project link serves them. */
export const projectDocuments = pgTable(
  "project_documents",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 20 }).$type<ProjectDocumentKind>().notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    fileName: varchar("file_name", { length: 255 }).notNull(),
    mimeType: varchar("mime_type", { length: 50 }).notNull(),
    bytes: integer("bytes").notNull(),
    content: bytea("content").notNull(),
    addedById: integer("added_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("project_documents_project_idx").on(t.projectId, t.createdAt),
    checkOneOf("project_documents_kind_check", "kind", PROJECT_DOCUMENT_KINDS),
  ],
);

export const projectMessages = pgTable(
  "project_messages",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    author: varchar("author", { length: 20 }).$type<ProjectMessageAuthor>().notNull(),
    /** The staff member who wrote it; null for the homeowner's. */
    staffUserId: integer("staff_user_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** Plain text, shown escaped. */
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("project_messages_project_idx").on(t.projectId, t.createdAt),
    checkOneOf("project_messages_author_check", "author", PROJECT_MESSAGE_AUTHORS),
    check("project_messages_body_check", sql`char_length(${t.body}) BETWEEN 1 AND 5000`),
  ],
);

/** One piece of equipment as registered for its maker's warranty. */
export interface WarrantyEquipment {
  kind: "pump" | "filter" | "heater" | "salt-system";
  model: string;
  serial: string;
}

/**
 * The warranty registration at handover: staff fill in what was installed, the homeowner confirms or corrects it
 * from the project page, and the registration counts from then (`confirmedAt`).
 */
export const warrantyRegistrations = pgTable("warranty_registrations", {
  projectId: integer("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  shellModel: varchar("shell_model", { length: 200 }),
  shellSerial: varchar("shell_serial", { length: 100 }),
  equipment: jsonb("equipment").$type<WarrantyEquipment[]>().notNull().default([]),
  startUpOn: date("start_up_on", { mode: "string" }),
  /** When the homeowner confirmed it, with `correctedByHomeowner` when they changed what staff had filled in. */
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  correctedByHomeowner: boolean("corrected_by_homeowner").notNull().default(false),
  ...timestamps,
});
