// Pool projects (decision 049): starting one from a won lead, reading one whole (for the homeowner's page and the
// staff's), the board, and the homeowner's link. Stages, payments, files, messages and the warranty registration
// have their own files beside this one.
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "#db/index.server.ts";
import {
  adminUsers,
  leadDesigns,
  leadInterestedPools,
  leads,
  mediaAssets,
  pools,
  projectDocuments,
  projectMessages,
  projectPayments,
  projectPhotos,
  projectStages,
  projects,
  warrantyRegistrations,
} from "#db/schema/index.ts";
import { plannedStages } from "~/lib/projects/project-stages";
import { type LeadViewer, leadsInReach } from "./lead-visibility.server";

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectStageRow = typeof projectStages.$inferSelect;

/** The pool a new project proposes: the lead's design, else its first interested pool, else the pool it came for. */
export async function proposedProjectPool(db: Database, leadId: number) {
  const [design] = await db
    .select({ poolId: leadDesigns.poolId, poolName: leadDesigns.poolName, color: leadDesigns.color })
    .from(leadDesigns)
    .where(eq(leadDesigns.leadId, leadId));
  if (design?.poolId) return design;
  const [interested] = await db
    .select({ poolId: pools.id, poolName: pools.name })
    .from(leadInterestedPools)
    .innerJoin(pools, eq(pools.id, leadInterestedPools.poolId))
    .where(eq(leadInterestedPools.leadId, leadId))
    .orderBy(asc(leadInterestedPools.position))
    .limit(1);
  if (interested) return { ...interested, color: design?.color ?? null };
  const [own] = await db
    .select({ poolId: pools.id, poolName: pools.name })
    .from(leads)
    .innerJoin(pools, eq(pools.id, leads.poolId))
    .where(eq(leads.id, leadId));
  return own
    ? { ...own, color: design?.color ?? null }
    : { poolId: null, poolName: null, color: design?.color ?? null };
}

export interface NewProject {
  leadId: number;
  poolId: number | null;
  poolName: string | null;
  color: string | null;
  address: string | null;
  startedById: number;
}

export type StartProjectResult =
  { ok: true; project: ProjectRow } | { ok: false; reason: "not-won" | "no-outcome" | "exists" };

/**
 * Starts the project of a won lead, with its contract value and signing date and the standard stages planned from
 * that date. One project per lead: a second start (a double tap, two managers at once) changes nothing. Takes a
 * transaction too, so that what a start queues commits with it.
 */
export async function startProject(db: DbOrTx, input: NewProject): Promise<StartProjectResult> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ status: leads.status, wonValueCents: leads.wonValueCents, wonSignedOn: leads.wonSignedOn })
      .from(leads)
      .where(eq(leads.id, input.leadId))
      .for("update");
    if (!lead || lead.status !== "won") return { ok: false, reason: "not-won" } as const;
    if (lead.wonValueCents === null || lead.wonSignedOn === null) return { ok: false, reason: "no-outcome" } as const;
    const [project] = await tx
      .insert(projects)
      .values({
        leadId: input.leadId,
        contractCents: lead.wonValueCents,
        signedOn: lead.wonSignedOn,
        poolId: input.poolId,
        poolName: input.poolName,
        color: input.color,
        address: input.address,
        startedById: input.startedById,
      })
      .onConflictDoNothing({ target: projects.leadId })
      .returning();
    if (!project) return { ok: false, reason: "exists" } as const;
    await tx
      .insert(projectStages)
      .values(plannedStages(lead.wonSignedOn).map((stage) => ({ ...stage, projectId: project.id })));
    return { ok: true, project } as const;
  });
}

export async function findProject(db: DbOrTx, projectId: number): Promise<ProjectRow | undefined> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  return project;
}

export async function findProjectOfLead(db: DbOrTx, leadId: number): Promise<ProjectRow | undefined> {
  const [project] = await db.select().from(projects).where(eq(projects.leadId, leadId));
  return project;
}

/** The homeowner and the people around the project: who to write to, in which language, and who sells it. */
export async function projectPeople(db: DbOrTx, projectId: number) {
  const [row] = await db
    .select({
      leadId: leads.id,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      phone: leads.phone,
      language: leads.language,
      nearestBranch: leads.nearestBranch,
      salesRepId: leads.salesRepId,
      repName: adminUsers.username,
      repEmail: adminUsers.email,
      repActive: adminUsers.isActive,
    })
    .from(projects)
    .innerJoin(leads, eq(leads.id, projects.leadId))
    .leftJoin(adminUsers, eq(adminUsers.id, leads.salesRepId))
    .where(eq(projects.id, projectId));
  return row;
}

/**
 * Everything the project pages show, in order: stages, payments, photos, documents (without their bytes), messages.
 * Given the project's row (a caller that has just read it, as the link check does), it is not read again.
 */
export async function loadProjectView(db: Database, projectOrId: number | ProjectRow) {
  const project = typeof projectOrId === "number" ? await findProject(db, projectOrId) : projectOrId;
  if (!project) return undefined;
  const projectId = project.id;
  const [people, stages, payments, photos, documents, messages, warranty, pool] = await Promise.all([
    projectPeople(db, projectId),
    db
      .select()
      .from(projectStages)
      .where(eq(projectStages.projectId, projectId))
      .orderBy(asc(projectStages.position), asc(projectStages.id)),
    db
      .select()
      .from(projectPayments)
      .where(eq(projectPayments.projectId, projectId))
      .orderBy(asc(projectPayments.paidOn), asc(projectPayments.id)),
    db
      .select({
        id: projectPhotos.id,
        stageId: projectPhotos.stageId,
        caption: projectPhotos.caption,
        createdAt: projectPhotos.createdAt,
        url: mediaAssets.url,
        width: mediaAssets.width,
        height: mediaAssets.height,
        variants: mediaAssets.variants,
      })
      .from(projectPhotos)
      .innerJoin(mediaAssets, eq(mediaAssets.id, projectPhotos.mediaAssetId))
      .where(eq(projectPhotos.projectId, projectId))
      .orderBy(asc(projectPhotos.createdAt), asc(projectPhotos.id)),
    db
      .select({
        id: projectDocuments.id,
        kind: projectDocuments.kind,
        title: projectDocuments.title,
        fileName: projectDocuments.fileName,
        mimeType: projectDocuments.mimeType,
        bytes: projectDocuments.bytes,
        createdAt: projectDocuments.createdAt,
      })
      .from(projectDocuments)
      .where(eq(projectDocuments.projectId, projectId))
      .orderBy(asc(projectDocuments.createdAt), asc(projectDocuments.id)),
    db
      .select({
        id: projectMessages.id,
        author: projectMessages.author,
        body: projectMessages.body,
        createdAt: projectMessages.createdAt,
        staffName: adminUsers.username,
      })
      .from(projectMessages)
      .leftJoin(adminUsers, eq(adminUsers.id, projectMessages.staffUserId))
      .where(eq(projectMessages.projectId, projectId))
      .orderBy(asc(projectMessages.createdAt), asc(projectMessages.id)),
    db
      .select()
      .from(warrantyRegistrations)
      .where(eq(warrantyRegistrations.projectId, projectId))
      .then((rows) => rows[0]),
    project.poolId
      ? db
          .select({ slug: pools.slug, warranty: pools.warranty, warrantyEs: pools.warrantyEs })
          .from(pools)
          .where(eq(pools.id, project.poolId))
          .then((rows) => rows[0])
      : undefined,
  ]);
  if (!people) return undefined;
  return { project, people, stages, payments, photos, documents, messages, warranty, pool };
}

export type ProjectView = NonNullable<Awaited<ReturnType<typeof loadProjectView>>>;

/**
 * The projects a staff member may see, for the board: every project for managers, a sales rep's within their reach
 * (the same rule as their leads). With each: the homeowner's name, the rep and the stages in order.
 */
export async function listBoardProjects(db: Database, viewer: Pick<LeadViewer, "id" | "role" | "officeId">) {
  const rows = await db
    .select({
      id: projects.id,
      leadId: projects.leadId,
      poolName: projects.poolName,
      signedOn: projects.signedOn,
      contractCents: projects.contractCents,
      firstName: leads.firstName,
      lastName: leads.lastName,
      repName: adminUsers.username,
      nearestBranch: leads.nearestBranch,
    })
    .from(projects)
    .innerJoin(leads, eq(leads.id, projects.leadId))
    .leftJoin(adminUsers, eq(adminUsers.id, leads.salesRepId))
    .where(leadsInReach(viewer))
    .orderBy(desc(projects.signedOn), desc(projects.id));
  const stages = rows.length
    ? await db
        .select({
          projectId: projectStages.projectId,
          id: projectStages.id,
          kind: projectStages.kind,
          title: projectStages.title,
          status: projectStages.status,
          plannedOn: projectStages.plannedOn,
          doneOn: projectStages.doneOn,
        })
        .from(projectStages)
        .where(
          inArray(
            projectStages.projectId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(projectStages.position), asc(projectStages.id))
    : [];
  return rows.map((row) => ({ ...row, stages: stages.filter((stage) => stage.projectId === row.id) }));
}

/** Revokes the homeowner's link: every link sent dies, and none opens the project until staff issue a new one. */
export async function revokeProjectLink(db: DbOrTx, projectId: number, now = new Date()) {
  const [row] = await db
    .update(projects)
    .set({ linkVersion: sql`${projects.linkVersion} + 1`, linkRevokedAt: now })
    .where(and(eq(projects.id, projectId), isNull(projects.linkRevokedAt)))
    .returning();
  return row;
}

/** Issues a new link: earlier links stay dead (a new version), and the project opens again at the new one. */
export async function reissueProjectLink(db: DbOrTx, projectId: number) {
  const [row] = await db
    .update(projects)
    .set({ linkVersion: sql`${projects.linkVersion} + 1`, linkRevokedAt: null })
    .where(eq(projects.id, projectId))
    .returning();
  return row;
}

/** The homeowner turns the update e-mails off or on again. */
export async function setProjectUpdatesOff(db: DbOrTx, projectId: number, off: boolean) {
  await db.update(projects).set({ updatesOff: off }).where(eq(projects.id, projectId));
}

/** The projects whose homeowner wrote `email` on their lead, with a link that opens (for "E-mail me my link"). */
export async function projectsWithEmail(db: DbOrTx, email: string) {
  return db
    .select({ id: projects.id, linkVersion: projects.linkVersion, leadId: projects.leadId })
    .from(projects)
    .innerJoin(leads, eq(leads.id, projects.leadId))
    .where(and(sql`lower(${leads.email}) = ${email.trim().toLowerCase()}`, isNull(projects.linkRevokedAt)))
    .orderBy(desc(projects.id))
    .limit(5);
}
