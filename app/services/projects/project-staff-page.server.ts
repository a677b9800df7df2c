// The staff project page's data: the project whole (loadProjectView) put in the words and figures staff read, the
// homeowner's current link, and the choices of its forms.
import type { AppContextValue } from "~/context";
import type { ProjectStageKind } from "#db/schema/enums.ts";
import { projectStageTexts } from "~/content/texts/project-stages.server";
import { packagesStaticTexts } from "~/content/texts/packages.server";
import { loadProjectView } from "~/models/projects.server";
import { listActivePools } from "~/models/pools.server";
import { issueProjectToken } from "~/lib/projects/project-link.server";
import { paymentPlan } from "~/lib/projects/payment-plan";
import { isHandedOver, stageIsLate, stageWordsIn } from "~/lib/projects/project-stages";
import { PROJECT_DOCUMENT_KIND_LABELS } from "~/lib/projects/project-documents";
import { PAYMENT_METHOD_LABELS } from "~/lib/schemas/project-payment";
import { warrantyFormValues } from "~/lib/schemas/warranty-registration";
import { formatBytes } from "~/lib/media/upload-rules";
import { officeToday } from "~/lib/company/office-time";
import { formatDollars, formatLongDate } from "~/lib/text/plain-format";
import { localizedPath } from "~/lib/i18n/locale";
import { absoluteUrl } from "~/lib/seo/seo";

const STAGE_WORDS = projectStageTexts.en;
const MILESTONE_WORDS = packagesStaticTexts.en.payment.milestones;

const money = (cents: number) => formatDollars(cents / 100, 2);
const longDate = (day: string | null) => (day ? formatLongDate(new Date(`${day}T12:00:00Z`), "UTC") : null);

const stageName = (stage: { kind: ProjectStageKind; title: string | null }) => stageWordsIn(STAGE_WORDS, stage).name;

/** The homeowner's link as it opens now, in the lead's language (null while revoked). */
export function homeownerLink(
  config: AppContextValue["config"],
  project: { id: number; linkVersion: number; linkRevokedAt: Date | null },
  language: string,
  now = new Date(),
): string | null {
  if (project.linkRevokedAt) return null;
  const path = `/project/${issueProjectToken(project, config.sessionSecret, now)}`;
  return absoluteUrl(config.publicSiteUrl, language === "es" ? localizedPath("es", path) : path);
}

export async function buildProjectStaffPage(app: Pick<AppContextValue, "db" | "config">, projectId: number) {
  const view = await loadProjectView(app.db, projectId);
  if (!view) return undefined;
  const { project, people } = view;
  const today = officeToday();
  const pools = await listActivePools(app.db);
  const stageNames = new Map(view.stages.map((stage) => [stage.id, stageName(stage)]));
  const plan = paymentPlan(project.contractCents, view.payments, view.stages);
  return {
    project: {
      id: project.id,
      leadId: project.leadId,
      homeowner: `${people.firstName} ${people.lastName ?? ""}`.trim(),
      email: people.email,
      language: people.language === "es" ? "Spanish" : "English",
      repName: people.repName,
      poolId: project.poolId,
      poolName: project.poolName,
      color: project.color,
      address: project.address,
      contract: money(project.contractCents),
      signedOn: longDate(project.signedOn),
      updatesOff: project.updatesOff,
      linkRevoked: project.linkRevokedAt !== null,
      link: homeownerLink(app.config, project, people.language),
    },
    poolOptions: pools.map((pool) => ({ value: String(pool.id), label: pool.name })),
    stages: view.stages.map((stage, index) => ({
      id: stage.id,
      name: stageNames.get(stage.id)!,
      custom: stage.kind === "custom",
      status: stage.status,
      statusLabel: STAGE_WORDS.status[stage.status as keyof typeof STAGE_WORDS.status],
      plannedOn: stage.plannedOn,
      planned: longDate(stage.plannedOn),
      started: longDate(stage.startedOn),
      done: longDate(stage.doneOn),
      delayReason: stage.delayReason,
      homeownerNote: stage.homeownerNote,
      late: stageIsLate(stage, today),
      first: index === 0,
      last: index === view.stages.length - 1,
    })),
    stageOptions: view.stages.map((stage) => ({ value: String(stage.id), label: stageNames.get(stage.id)! })),
    plan: {
      lines: plan.lines.map((line) => ({
        id: line.id,
        label: MILESTONE_WORDS[line.id].label,
        percent: line.percent,
        amount: money(line.amountCents),
        paid: money(line.paidCents),
        state: line.state,
        dueWith:
          line.id === "initial"
            ? "Due at signing"
            : line.dueWithStage
              ? `Due when ${stageName(line.dueWithStage)} is done`
              : "Due with no stage (its stage was removed)",
      })),
      contract: money(plan.contractCents),
      paid: money(plan.paidCents),
      balance: money(plan.balanceCents),
    },
    milestoneOptions: plan.lines.map((line) => ({ value: line.id, label: MILESTONE_WORDS[line.id].label })),
    payments: view.payments.map((payment) => ({
      id: payment.id,
      milestone: MILESTONE_WORDS[payment.milestone as keyof typeof MILESTONE_WORDS].label,
      amount: money(payment.amountCents),
      paidOn: longDate(payment.paidOn),
      method: PAYMENT_METHOD_LABELS[payment.method as keyof typeof PAYMENT_METHOD_LABELS],
      reference: payment.reference,
    })),
    photos: view.photos.map((photo) => {
      const smallest = [...photo.variants].filter((v) => v.format === "webp").sort((a, b) => a.width - b.width)[0];
      return {
        id: photo.id,
        stage: photo.stageId ? (stageNames.get(photo.stageId) ?? null) : null,
        caption: photo.caption,
        src: smallest?.url ?? photo.url,
        width: smallest?.width ?? photo.width,
        height: smallest?.height ?? photo.height,
      };
    }),
    documents: view.documents.map((document) => ({
      id: document.id,
      kind: PROJECT_DOCUMENT_KIND_LABELS[document.kind as keyof typeof PROJECT_DOCUMENT_KIND_LABELS],
      title: document.title,
      fileName: document.fileName,
      size: formatBytes(document.bytes),
      href: `/admin/projects/${project.id}/documents/${document.id}`,
    })),
    warranty: {
      values: warrantyFormValues(
        view.warranty ?? { shellModel: project.poolName, shellSerial: null, startUpOn: null, equipment: [] },
      ),
      saved: view.warranty !== undefined,
      confirmed: view.warranty?.confirmedAt ? formatLongDate(view.warranty.confirmedAt, "America/New_York") : null,
      corrected: view.warranty?.correctedByHomeowner ?? false,
      handedOver: isHandedOver(view.stages),
    },
    today,
  };
}
