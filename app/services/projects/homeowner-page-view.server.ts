// The homeowner's project page as it reads in their language: a project as loaded (loadProjectView) turned into
// the words and figures the page shows. Pure: the route loads, this writes.
import { findOfficeLocation } from "~/lib/company/offices";
import type { Locale } from "~/lib/i18n/locale";
import { fill, plural } from "~/lib/i18n/translate";
import { inLanguage } from "~/lib/i18n/staff-content";
import { officeWallClock } from "~/lib/company/office-time";
import { formatSlotTime } from "~/lib/consultations/consultation-slots";
import { formatDollars, formatLongDate } from "~/lib/text/plain-format";
import { paymentPlan } from "~/lib/projects/payment-plan";
import { currentStage, isHandedOver, stageIsLate, stageWordsIn } from "~/lib/projects/project-stages";
import { warrantyEndDates } from "~/lib/projects/project-warranties";
import type {
  HomeownerNext,
  HomeownerPayments,
  HomeownerProjectPage,
  HomeownerStage,
  HomeownerWarranty,
} from "~/lib/projects/homeowner-page";
import { WARRANTY_EQUIPMENT_KINDS, WARRANTY_FIELD_MAX, warrantyFormValues } from "~/lib/schemas/warranty-registration";
import { packagesStaticTexts } from "~/content/texts/packages.server";
import { projectStageTexts } from "~/content/texts/project-stages.server";
import { projectTexts } from "~/content/texts/project.server";
import type { ProjectView } from "~/models/projects.server";
import { maskedEmail } from "~/lib/consultations/masked-email";

const dollars = (cents: number) => formatDollars(cents / 100, 2);

/** "March 23, 2026" ("23 de marzo de 2026") of a calendar date "2026-03-23". */
const dayIn = (locale: Locale, day: string) => formatLongDate(new Date(`${day}T12:00:00Z`), "UTC", locale);

/** "March 3, 2026, 9:15 AM" of an instant, on the offices' clock. */
const momentIn = (locale: Locale, instant: Date) =>
  `${formatLongDate(instant, "America/New_York", locale)}, ${formatSlotTime(officeWallClock(instant).time, locale)}`;

/** "240 KB", "1.4 MB". */
function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const FILE_TYPE_NAMES: Record<string, string> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
};

/** The address a project's private document is served at (one address in both languages, as every file's). */
export const projectDocumentPath = (token: string, documentId: number) => `/project/${token}/documents/${documentId}`;

type StageRow = ProjectView["stages"][number];

const stageWords = (locale: Locale, stage: StageRow) => stageWordsIn(projectStageTexts[locale], stage);

function stageDateLine(locale: Locale, stage: StageRow): string | null {
  const t = projectTexts[locale].timeline;
  if (stage.status === "done" && stage.doneOn) return fill(t.done, { date: dayIn(locale, stage.doneOn) });
  if (stage.status === "in_progress" && stage.startedOn)
    return fill(t.started, { date: dayIn(locale, stage.startedOn) });
  return stage.plannedOn ? fill(t.planned, { date: dayIn(locale, stage.plannedOn) }) : null;
}

function nextStep(locale: Locale, stage: StageRow | undefined, today: string): HomeownerNext | null {
  if (!stage) return null;
  const t = projectTexts[locale].next;
  const { name, todo } = stageWords(locale, stage);
  const when =
    stage.status === "in_progress"
      ? t.underWay
      : stage.plannedOn
        ? fill(t.plannedFor, { date: dayIn(locale, stage.plannedOn) })
        : t.toBeScheduled;
  return {
    stageId: stage.id,
    name,
    when,
    delayed: stage.status === "delayed" || stageIsLate(stage, today),
    why: stage.status === "delayed" && stage.delayReason ? fill(t.why, { reason: stage.delayReason }) : null,
    todo,
    note: stage.homeownerNote,
  };
}

function paymentsIn(locale: Locale, view: ProjectView): HomeownerPayments {
  const t = projectTexts[locale].payments;
  const { milestones, methods } = packagesStaticTexts[locale].payment;
  const plan = paymentPlan(
    view.project.contractCents,
    view.payments.map((payment) => ({
      milestone: payment.milestone,
      amountCents: payment.amountCents,
    })),
    view.stages,
  );
  const stageName = (kind: string) => {
    const stage = view.stages.find((row) => row.kind === kind);
    return stage ? stageWords(locale, stage).name : "";
  };
  const dueCents = plan.lines
    .filter((line) => line.state === "due")
    .reduce((sum, line) => sum + line.amountCents - line.paidCents, 0);
  return {
    dueNow: dueCents > 0 ? dollars(dueCents) : null,
    paidSoFar: dollars(plan.paidCents),
    balance: dollars(plan.balanceCents),
    contract: dollars(plan.contractCents),
    lines: plan.lines.map((line) => ({
      id: line.id,
      label: milestones[line.id].label,
      percent: line.percent,
      amount: dollars(line.amountCents),
      state: line.state,
      stateLabel: t.state[line.state],
      dueLine: line.dueWithStage ? fill(t.dueWith, { stage: stageName(line.dueWithStage.kind) }) : t.dueAtSigning,
      partLine:
        line.paidCents > 0 && line.state !== "paid"
          ? fill(t.paidOf, { paid: dollars(line.paidCents), amount: dollars(line.amountCents) })
          : null,
    })),
    received: view.payments.map((payment) =>
      fill(t.receivedLine, {
        amount: dollars(payment.amountCents),
        date: dayIn(locale, payment.paidOn),
        method: methods[payment.method as keyof typeof methods] ?? payment.method,
      }),
    ),
  };
}

function warrantyIn(locale: Locale, view: ProjectView, today: string): HomeownerWarranty {
  const t = projectTexts[locale].warranty;
  const handover = view.stages.findLast((stage) => stage.kind === "handover");
  const startOn = view.warranty?.startUpOn ?? handover?.doneOn ?? view.stages.at(-1)?.doneOn ?? today;
  const poolText = view.pool ? inLanguage(locale, view.pool.warranty, view.pool.warrantyEs) : null;
  return {
    intro: fill(t.intro, { date: dayIn(locale, startOn) }),
    items: warrantyEndDates(startOn).map((warranty) => ({
      id: warranty.id,
      name: t.names[warranty.id],
      length: plural(locale, warranty.years, t.years, { count: warranty.years }),
      endsOn: fill(t.endsOn, { date: dayIn(locale, warranty.endsOn) }),
    })),
    poolWarranty: poolText ? { text: poolText, english: locale !== "en" && poolText === view.pool?.warranty } : null,
    registered: view.warranty?.confirmedAt
      ? fill(t.registered, { date: formatLongDate(view.warranty.confirmedAt, "America/New_York", locale) })
      : null,
    values: warrantyFormValues(
      view.warranty ?? { shellModel: view.project.poolName, shellSerial: null, startUpOn: startOn, equipment: [] },
    ),
    today,
    equipmentKinds: [...WARRANTY_EQUIPMENT_KINDS],
    fieldMax: { ...WARRANTY_FIELD_MAX },
  };
}

/** The page of a project whose link opened, in `locale`, as of the office's `today`. */
export function homeownerProjectPage(
  view: ProjectView,
  { locale, token, today }: { locale: Locale; token: string; today: string },
): HomeownerProjectPage {
  const t = projectTexts[locale];
  const stages: HomeownerStage[] = view.stages.map((stage) => {
    const { name, todo } = stageWords(locale, stage);
    const open = stage.status !== "done";
    return {
      id: stage.id,
      name,
      status: stage.status,
      statusLabel: projectStageTexts[locale].status[stage.status],
      dateLine: stageDateLine(locale, stage),
      late: stageIsLate(stage, today),
      delayReason: stage.status === "delayed" ? stage.delayReason : null,
      todo: open ? todo : null,
      note: open ? stage.homeownerNote : null,
      photos: view.photos
        .filter((photo) => photo.stageId === stage.id)
        .map((photo) => ({ id: photo.id, url: photo.url, caption: photo.caption })),
    };
  });
  const finished = isHandedOver(view.stages);
  const current = currentStage(view.stages);
  const { project } = view;
  return {
    token,
    firstName: view.people.firstName,
    pool: project.poolName
      ? project.color
        ? fill(t.poolInColor, { pool: project.poolName, color: project.color })
        : project.poolName
      : t.poolToChoose,
    address: project.address,
    progress: fill(t.progress, {
      done: view.stages.filter((stage) => stage.status === "done").length,
      total: view.stages.length,
    }),
    finished,
    next: current ? nextStep(locale, current, today) : null,
    stages,
    payments: paymentsIn(locale, view),
    documents: view.documents.map((document) => ({
      id: document.id,
      href: projectDocumentPath(token, document.id),
      title: document.title,
      kindLabel: t.documents.kinds[document.kind as keyof typeof t.documents.kinds] ?? t.documents.kinds.other,
      details: [
        FILE_TYPE_NAMES[document.mimeType] ?? document.mimeType,
        fileSize(document.bytes),
        fill(t.documents.added, { date: formatLongDate(document.createdAt, "America/New_York", locale) }),
      ].join(" · "),
    })),
    messages: view.messages.map((message) => ({
      id: message.id,
      mine: message.author === "homeowner",
      when: momentIn(locale, message.createdAt),
      body: message.body,
    })),
    updatesOff: project.updatesOff,
    emailTo: view.people.email ? maskedEmail(view.people.email) : null,
    officeId: findOfficeLocation(view.people.nearestBranch)?.id ?? null,
    warranty: finished ? warrantyIn(locale, view, today) : null,
  };
}
