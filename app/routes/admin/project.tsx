// /admin/projects/:projectId: the project page for managers. Every form is a plain post to this page's action
// (reps run projects from their phones, before or without scripts); each answer redirects back to the section
// saved, or shows the form again with its message and what was typed.
import { ArrowLeft } from "lucide-react";
import { Link, data } from "react-router";
import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { ProjectDetailsForm } from "~/components/admin/projects/project-details-form";
import { ProjectStages } from "~/components/admin/projects/project-stages";
import { ProjectPayments } from "~/components/admin/projects/project-payments";
import { ProjectPhotos } from "~/components/admin/projects/project-photos";
import { ProjectDocuments } from "~/components/admin/projects/project-documents";
import { ProjectLink } from "~/components/admin/projects/project-link";
import { ProjectWarranty } from "~/components/admin/projects/project-warranty";
import { appContext } from "~/context";
import { assertSameSite, requireStaff } from "~/services/staff/auth.server";
import { redirectWithToast } from "~/lib/http/flash.server";
import { fieldErrors, jsonError, readFormBody } from "~/lib/http/http.server";
import { officeToday } from "~/lib/company/office-time";
import {
  PROJECT_PAGE_INTENTS,
  PROJECT_PAGE_SECTION_OF,
  PROJECT_UPLOAD_INTENTS,
  type ProjectActionFailure,
  type ProjectPageIntent,
} from "~/lib/projects/project-page-sections";
import { PROJECT_FILE_MESSAGES, sniffDocumentType } from "~/lib/projects/project-documents";
import {
  CustomStageSchema,
  PROJECT_STAGE_MESSAGES,
  StageDelaySchema,
  StageMoveSchema,
  StagePlanSchema,
  StageRefSchema,
} from "~/lib/schemas/project-stage";
import { PROJECT_PAYMENT_MESSAGES, PaymentRefSchema, projectPaymentSchema } from "~/lib/schemas/project-payment";
import {
  DocumentRefSchema,
  PROJECT_DETAIL_MESSAGES,
  PhotoRefSchema,
  ProjectDetailsSchema,
  ProjectDocumentSchema,
  ProjectPhotoSchema,
} from "~/lib/schemas/project-details";
import { warrantyRegistrationSchema } from "~/lib/schemas/warranty-registration";
import { findProject } from "~/models/projects.server";
import { revokeProjectLink } from "~/models/projects.server";
import { addCustomStage, moveStage, planStage, removeStage } from "~/models/project-stages.server";
import { removeProjectPayment } from "~/models/project-payments.server";
import { removeProjectDocument, removeProjectPhoto } from "~/models/project-files.server";
import { updateProjectDetails } from "~/models/project-details.server";
import { getActivePoolById } from "~/models/pools.server";
import { saveWarrantyByStaff } from "~/models/warranty-registrations.server";
import { queueProjectLink } from "~/models/project-notices.server";
import { UploadError, type UploadedFile, readUploadedForm } from "~/services/media/upload.server";
import {
  addDocument,
  addPhoto,
  changeStageStatus,
  recordPayment,
  reissueLink,
} from "~/services/projects/project-staff.server";
import { buildProjectStaffPage } from "~/services/projects/project-staff-page.server";
import type { Route } from "./+types/project";

const NOT_FOUND = "No such project.";

function projectIdFrom(params: { projectId: string }): number {
  if (!/^\d{1,9}$/.test(params.projectId)) throw jsonError(404, NOT_FOUND);
  return Number(params.projectId);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, "projects.manage");
  const app = context.get(appContext);
  const page = await buildProjectStaffPage(app, projectIdFrom(params));
  if (!page) throw jsonError(404, NOT_FOUND);
  return page;
}

/** The intent and fields of a post: a file form (multipart, its intent in the address) or a plain form. */
async function readPost(request: Request) {
  const uploadIntent = new URL(request.url).searchParams.get("upload");
  if (uploadIntent !== null) {
    if (!(PROJECT_UPLOAD_INTENTS as readonly string[]).includes(uploadIntent)) throw jsonError(400, "Unknown action.");
    try {
      const { file, fields } = await readUploadedForm(request, PROJECT_FILE_MESSAGES);
      return { intent: uploadIntent as ProjectPageIntent, fields, file, refused: null };
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      return { intent: uploadIntent as ProjectPageIntent, fields: new URLSearchParams(), file: null, refused: error };
    }
  }
  const fields = await readFormBody(request);
  const intent = fields.get("intent");
  if (!intent || !(PROJECT_PAGE_INTENTS as string[]).includes(intent)) throw jsonError(400, "Unknown action.");
  return { intent: intent as ProjectPageIntent, fields, file: null, refused: null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameSite(request);
  const staff = requireStaff(context, "projects.manage");
  const app = context.get(appContext);
  const project = await findProject(app.db, projectIdFrom(params));
  if (!project) throw jsonError(404, NOT_FOUND);

  const { intent, fields, file, refused } = await readPost(request);
  const values = Object.fromEntries([...fields.entries()].filter(([name]) => name !== "intent"));
  const rowId = values.stageId ?? values.paymentId ?? values.photoId ?? values.documentId;
  const fail = (message: string, errors: Record<string, string> = {}, status = 400) =>
    data<ProjectActionFailure>({ intent, message, errors, values, rowId }, { status });
  const invalid = (error: Parameters<typeof fieldErrors>[0]) =>
    fail("Please correct the highlighted fields.", fieldErrors(error));
  const done = (message: string) =>
    redirectWithToast(`/admin/projects/${project.id}#${PROJECT_PAGE_SECTION_OF[intent]}`, message, {
      secure: app.config.isProduction,
    });
  const log = (event: string) => app.logger.info({ event, projectId: project.id, by: staff.id }, "project changed");
  const today = officeToday();
  if (refused) return fail(refused.message, { file: refused.message }, refused.status);

  switch (intent) {
    case "details": {
      const parsed = ProjectDetailsSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error);
      const pool = parsed.data.poolId === null ? null : await getActivePoolById(app.db, parsed.data.poolId);
      if (parsed.data.poolId !== null && !pool) {
        return fail(PROJECT_DETAIL_MESSAGES.pool, { poolId: PROJECT_DETAIL_MESSAGES.pool });
      }
      await updateProjectDetails(app.db, project.id, {
        ...(pool ? { pool: { id: pool.id, name: pool.name } } : {}),
        color: parsed.data.color,
        address: parsed.data.address,
      });
      log("project.details-changed");
      return done("Project details saved.");
    }
    case "stage-start":
    case "stage-done":
    case "stage-planned":
    case "stage-delay": {
      const parsed = (intent === "stage-delay" ? StageDelaySchema : StageRefSchema).safeParse(values);
      if (!parsed.success) return invalid(parsed.error);
      const change =
        "delayReason" in parsed.data
          ? { to: "delayed" as const, reason: parsed.data.delayReason as string }
          : {
              to:
                ({ "stage-start": "in_progress", "stage-done": "done" } as const)[intent as "stage-start"] ?? "planned",
            };
      const result = await changeStageStatus(app.db, project, parsed.data.stageId, change, today);
      if (!result.ok) {
        if (result.reason === "not-found") return fail(PROJECT_STAGE_MESSAGES.stage, {}, 404);
        return fail(STAGE_UNCHANGED[change.to], {}, 409);
      }
      log(`project.${intent}`);
      return done(STAGE_CHANGED[change.to]);
    }
    case "stage-plan": {
      const parsed = StagePlanSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error);
      const { stageId, ...plan } = parsed.data;
      if (!(await planStage(app.db, project.id, stageId, plan))) return fail(PROJECT_STAGE_MESSAGES.stage, {}, 404);
      log("project.stage-planned");
      return done("Stage saved.");
    }
    case "stage-move": {
      const parsed = StageMoveSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error);
      const moved = await moveStage(app.db, project.id, parsed.data.stageId, parsed.data.direction);
      if (!moved) return fail(PROJECT_STAGE_MESSAGES.stage, {}, 404);
      log("project.stage-moved");
      return done(parsed.data.direction === "up" ? "Stage moved up." : "Stage moved down.");
    }
    case "stage-add": {
      const parsed = CustomStageSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error);
      await addCustomStage(app.db, project.id, parsed.data);
      log("project.stage-added");
      return done(`Stage added: ${parsed.data.title}.`);
    }
    case "stage-remove": {
      const parsed = StageRefSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error);
      if (!(await removeStage(app.db, project.id, parsed.data.stageId))) {
        return fail(PROJECT_STAGE_MESSAGES.stage, {}, 404);
      }
      log("project.stage-removed");
      return done("Stage removed.");
    }
    case "payment-add": {
      const parsed = projectPaymentSchema(officeToday).safeParse(values);
      if (!parsed.success) return invalid(parsed.error);
      await recordPayment(app.db, project, parsed.data, staff.id);
      log("project.payment-recorded");
      return done("Payment recorded.");
    }
    case "payment-remove": {
      const parsed = PaymentRefSchema.safeParse(values);
      if (!parsed.success || !(await removeProjectPayment(app.db, project.id, parsed.data.paymentId))) {
        return fail(PROJECT_PAYMENT_MESSAGES.payment, {}, 404);
      }
      log("project.payment-removed");
      return done("Payment removed.");
    }
    case "photo-add": {
      const parsed = ProjectPhotoSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error);
      try {
        const photo = await addPhoto(app, project, file as UploadedFile, parsed.data, staff.id);
        if (!photo) return fail(PROJECT_DETAIL_MESSAGES.stage, { stageId: PROJECT_DETAIL_MESSAGES.stage });
      } catch (error) {
        if (!(error instanceof UploadError)) throw error;
        return fail(error.message, { file: error.message }, error.status);
      }
      log("project.photo-added");
      return done("Photo added.");
    }
    case "photo-remove": {
      const parsed = PhotoRefSchema.safeParse(values);
      if (!parsed.success || !(await removeProjectPhoto(app.db, project.id, parsed.data.photoId))) {
        return fail(PROJECT_DETAIL_MESSAGES.photo, {}, 404);
      }
      log("project.photo-removed");
      return done("Photo removed.");
    }
    case "document-add": {
      const parsed = ProjectDocumentSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error);
      const upload = file as UploadedFile;
      const mimeType = sniffDocumentType(upload.bytes);
      if (!mimeType) return fail(PROJECT_FILE_MESSAGES.notADocument, { file: PROJECT_FILE_MESSAGES.notADocument }, 415);
      await addDocument(
        app.db,
        project,
        { ...parsed.data, mimeType, fileName: upload.name ?? parsed.data.title, content: upload.bytes },
        staff.id,
      );
      log("project.document-added");
      return done(`Document added: ${parsed.data.title}.`);
    }
    case "document-remove": {
      const parsed = DocumentRefSchema.safeParse(values);
      if (!parsed.success || !(await removeProjectDocument(app.db, project.id, parsed.data.documentId))) {
        return fail(PROJECT_DETAIL_MESSAGES.document, {}, 404);
      }
      log("project.document-removed");
      return done("Document removed.");
    }
    case "link-email": {
      if (project.linkRevokedAt) return fail(LINK_REVOKED, {}, 409);
      await queueProjectLink(app.db, project, "requested");
      log("project.link-emailed");
      return done("The link is on its way to the homeowner.");
    }
    case "link-revoke": {
      if (!(await revokeProjectLink(app.db, project.id))) return fail("The link is already revoked.", {}, 409);
      log("project.link-revoked");
      return done("Link revoked: no link sent so far opens the project.");
    }
    case "link-reissue": {
      await reissueLink(app.db, project);
      log("project.link-reissued");
      return done("A new link is issued and on its way to the homeowner; every earlier link stays closed.");
    }
    case "warranty": {
      const parsed = warrantyRegistrationSchema(officeToday).safeParse(values);
      if (!parsed.success) return invalid(parsed.error);
      await saveWarrantyByStaff(app.db, project.id, parsed.data);
      log("project.warranty-saved");
      return done("Warranty registration saved: the homeowner confirms it on their page.");
    }
  }
}

const LINK_REVOKED = "The link is revoked: issue a new link to send the homeowner one.";

const STAGE_CHANGED = {
  in_progress: "Stage started: the homeowner is told.",
  done: "Stage done: the homeowner is told.",
  delayed: "Stage delayed: the homeowner is told why.",
  planned: "Stage back to planned.",
} as const;

const STAGE_UNCHANGED = {
  in_progress: "This stage is already in progress.",
  done: "This stage is already done.",
  delayed: "This stage is already delayed for that reason.",
  planned: "This stage is already planned.",
} as const;

export default function ProjectPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const { project } = page;
  const failure = actionData as ProjectActionFailure | undefined;
  return (
    <>
      <StaffPageTitle title={`Project of ${project.homeowner} | Projects`} />
      <p className="mb-2">
        <Link
          to={`/admin/leads/${project.leadId}`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-ocean-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          The lead
        </Link>
      </p>
      <AdminPageHeader
        title={`Project of ${project.homeowner}`}
        description={
          <>
            {project.poolName ?? "Pool not chosen"} · {project.contract}, signed {project.signedOn} · writes in{" "}
            {project.language} · {project.repName ?? "No rep"}
          </>
        }
      />
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <section id="stages" className="scroll-mt-20">
            <AdminPanel title="Stages" description="Started, done and delayed stages are e-mailed to the homeowner.">
              <ProjectStages stages={page.stages} failure={failure} />
            </AdminPanel>
          </section>
          <section id="payments" className="scroll-mt-20">
            <AdminPanel title="Payments" description="Never record a card number.">
              <ProjectPayments
                plan={page.plan}
                payments={page.payments}
                milestoneOptions={page.milestoneOptions}
                today={page.today}
                failure={failure}
              />
            </AdminPanel>
          </section>
          <section id="photos" className="scroll-mt-20">
            <AdminPanel title="Photos">
              <ProjectPhotos photos={page.photos} stageOptions={page.stageOptions} failure={failure} />
            </AdminPanel>
          </section>
          <section id="documents" className="scroll-mt-20">
            <AdminPanel title="Documents" description="Private: the homeowner opens them only through their link.">
              <ProjectDocuments documents={page.documents} failure={failure} />
            </AdminPanel>
          </section>
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <section id="link" className="scroll-mt-20">
            <AdminPanel title="The homeowner's link">
              <ProjectLink project={project} failure={failure} />
            </AdminPanel>
          </section>
          <section id="details" className="scroll-mt-20">
            <AdminPanel title="Pool and address">
              <ProjectDetailsForm project={project} poolOptions={page.poolOptions} failure={failure} />
            </AdminPanel>
          </section>
          <section id="warranty" className="scroll-mt-20">
            <AdminPanel title="Warranty registration">
              <ProjectWarranty warranty={page.warranty} today={page.today} failure={failure} />
            </AdminPanel>
          </section>
        </div>
      </div>
    </>
  );
}
