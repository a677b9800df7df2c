// The outbox jobs of pool projects (app/models/project-notices.server.ts queues them): the homeowner's link, an
// e-mail for each step, the photos and documents of the hour, and each message to the other side (a homeowner's
// also pushed to the rep's phone). Each is built from the project as it stands when the job runs, so a change
// undone before its e-mail went out sends nothing, and every e-mail to the homeowner carries a fresh link.
import type { Logger } from "pino";
import type { Database } from "#db/index.server.ts";
import { findOfficeByBranchLabel } from "~/lib/company/company-profile";
import { officeToday } from "~/lib/company/office-time";
import { floridaTownOfZip } from "~/lib/company/zip-codes.server";
import { localizedPath } from "~/lib/i18n/locale";
import { staffRecipients } from "~/lib/leads/lead-emails";
import { leadPlace } from "~/lib/leads/lead-town";
import { paymentPlan } from "~/lib/projects/payment-plan";
import {
  type ProjectEmailParties,
  type StageEvent,
  projectFilesEmail,
  projectLinkEmail,
  projectMessageToHomeownerEmail,
  projectMessageToOfficeEmail,
  projectPaymentEmail,
  projectStageEmail,
} from "~/lib/projects/project-emails";
import { issueProjectToken } from "~/lib/projects/project-link.server";
import { type StaffPushMessage, projectMessagePushMessage } from "~/lib/staff/staff-push-message";
import { projectEmailLanguage } from "~/content/texts/project-emails.server";
import { loadCompany } from "~/models/company.server";
import type { JobRow } from "~/models/jobs.server";
import { getLeadById } from "~/models/leads.server";
import { filesAddedSince } from "~/models/project-files.server";
import {
  PROJECT_JOBS,
  type ProjectLinkReason,
  markProjectFilesNotified,
  queueProjectFiles,
} from "~/models/project-notices.server";
import { type ProjectView, loadProjectView } from "~/models/projects.server";
import { leadAlertStaff } from "~/models/push-subscriptions.server";
import { getSetting } from "~/models/site-settings.server";
import type { Mailer } from "../mailer.ts";

/** The job runner's alert: the e-mail first, then a push to the given staff's devices, retried per device. */
type StaffAlert = (
  job: JobRow,
  email: (() => Promise<void>) | null,
  push: { staff: () => Promise<number[]>; message: () => Promise<StaffPushMessage> } | null,
) => Promise<void>;

const STAGE_STATUS_OF: Record<StageEvent, string> = {
  "stage-started": "in_progress",
  "stage-done": "done",
  "stage-delayed": "delayed",
};

function numberIn(job: JobRow, key: string): number {
  const value = (job.payload as Record<string, unknown>)[key];
  if (typeof value !== "number") throw new Error(`job ${job.id} has no ${key}`);
  return value;
}

export function projectJobs({
  db,
  logger,
  mailer,
  siteUrl,
  sessionSecret,
  notifyTo,
  alert,
}: {
  db: Database;
  logger: Logger;
  mailer: Mailer;
  siteUrl: string;
  sessionSecret: string | undefined;
  notifyTo: string | undefined;
  alert: StaffAlert;
}): Record<string, (job: JobRow) => Promise<void>> {
  /** The project as it stands, with who writes to whom in which words; null when nobody is to be written to. */
  async function homeownerMail(job: JobRow, view: ProjectView | undefined, needs: { link: boolean }) {
    if (!view) return null; // deleted since
    const { project, people } = view;
    const skip = (reason: string) => {
      logger.info({ jobId: job.id, kind: job.kind, projectId: project.id, reason }, "project e-mail not sent");
      return null;
    };
    if (!people.email) return skip("no e-mail address");
    if (needs.link && project.linkRevokedAt) return skip("link revoked");
    const company = await loadCompany(db);
    const language = projectEmailLanguage(people.language);
    const office = findOfficeByBranchLabel(company, people.nearestBranch) ?? company.primaryOffice;
    const parties: ProjectEmailParties = {
      company,
      office,
      homeowner: { firstName: people.firstName, email: people.email },
    };
    // A link is only as good as the project's current version: none while the link is revoked.
    let url: string | null = null;
    if (!project.linkRevokedAt) {
      // A link nobody can check is worse than a late e-mail: the job waits for a configured secret.
      if (!sessionSecret) throw new Error("no session secret to sign the project link");
      const path = localizedPath(language.locale, `/project/${issueProjectToken(project, sessionSecret)}`);
      url = `${siteUrl.replace(/\/+$/, "")}${path}`;
    }
    return { view, parties, language, url, skip };
  }

  async function send(job: JobRow, projectId: number, message: Parameters<Mailer["send"]>[0]) {
    await mailer.send(message, { kind: job.kind, recordId: projectId });
    logger.info({ jobId: job.id, kind: job.kind, projectId }, "project e-mail sent");
  }

  return {
    async [PROJECT_JOBS.link](job) {
      const projectId = numberIn(job, "projectId");
      const reason = (job.payload as { reason?: ProjectLinkReason }).reason ?? "requested";
      const mail = await homeownerMail(job, await loadProjectView(db, projectId), { link: true });
      if (!mail?.url) return;
      await send(
        job,
        projectId,
        projectLinkEmail(mail.parties, mail.language, { reason, url: mail.url, stages: mail.view.stages }),
      );
    },

    async [PROJECT_JOBS.update](job) {
      const projectId = numberIn(job, "projectId");
      const update = job.payload as { kind?: string; stageId?: number; paymentId?: number };
      const mail = await homeownerMail(job, await loadProjectView(db, projectId), { link: true });
      if (!mail?.url) return;
      const { project } = mail.view;
      const { stages, payments } = mail.view;
      if (project.updatesOff) return void mail.skip("updates turned off");
      const plan = paymentPlan(project.contractCents, payments, stages);
      if (update.kind === "payment") {
        const payment = payments.find((each) => each.id === update.paymentId);
        if (!payment) return; // removed as a mistake before the e-mail went out
        await send(job, projectId, projectPaymentEmail(mail.parties, mail.language, { payment, plan, url: mail.url }));
        return;
      }
      const event = update.kind as StageEvent;
      if (!(event in STAGE_STATUS_OF)) throw new Error(`job ${job.id} has an unknown update ${String(update.kind)}`);
      const stage = stages.find((each) => each.id === update.stageId);
      // Removed, or moved on (or back) since: the e-mail of that change tells what stands.
      if (!stage || stage.status !== STAGE_STATUS_OF[event]) return;
      await send(
        job,
        projectId,
        projectStageEmail(mail.parties, mail.language, {
          event,
          stage,
          stages,
          plan,
          url: mail.url,
          today: officeToday(),
        }),
      );
    },

    async [PROJECT_JOBS.files](job) {
      const projectId = numberIn(job, "projectId");
      const view = await loadProjectView(db, projectId);
      if (!view) return;
      const { project } = view;
      // Files added up to now go in this e-mail; the later ones wait for the next, an hour on.
      const until = new Date();
      const files = await filesAddedSince(db, projectId, project.filesNotifiedAt, until);
      if (files.photos.length + files.documents.length > 0) {
        const mail = await homeownerMail(job, view, { link: true });
        if (mail?.url && project.updatesOff) mail.skip("updates turned off");
        else if (mail?.url) {
          await send(
            job,
            projectId,
            projectFilesEmail(mail.parties, mail.language, { ...files, stages: view.stages, url: mail.url }),
          );
        }
      }
      await markProjectFilesNotified(db, projectId, until);
      // A file added while this e-mail was going out found this job already queued: it gets the next one.
      const later = await filesAddedSince(db, projectId, until);
      if (later.photos.length + later.documents.length > 0) {
        await queueProjectFiles(db, { id: projectId, leadId: project.leadId, filesNotifiedAt: until });
      }
    },

    async [PROJECT_JOBS.messageToHomeowner](job) {
      const [projectId, messageId] = [numberIn(job, "projectId"), numberIn(job, "messageId")];
      const mail = await homeownerMail(job, await loadProjectView(db, projectId), { link: false });
      const message = mail?.view.messages.find((each) => each.id === messageId && each.author === "staff");
      if (!mail || !message) return;
      await send(
        job,
        projectId,
        projectMessageToHomeownerEmail(mail.parties, mail.language, { body: message.body, url: mail.url }),
      );
    },

    async [PROJECT_JOBS.messageToOffice](job) {
      const [projectId, messageId] = [numberIn(job, "projectId"), numberIn(job, "messageId")];
      const view = await loadProjectView(db, projectId);
      const message = view?.messages.find((each) => each.id === messageId && each.author === "homeowner");
      const lead = view && (await getLeadById(db, view.people.leadId));
      if (!view || !message || !lead) return;
      const { people, project } = view;
      const email = async () => {
        const company = await loadCompany(db);
        // The rep who sold the pool answers; without one (or when they left), the office's lead inbox.
        const recipients =
          people.repEmail && people.repActive
            ? [people.repEmail]
            : staffRecipients(company, notifyTo, people.nearestBranch, await getSetting(db, "lead-notifications"));
        if (recipients.length === 0) {
          logger.warn({ jobId: job.id, projectId }, "no recipients for a project message: set the office recipients");
          return;
        }
        await send(
          job,
          projectId,
          projectMessageToOfficeEmail(company, {
            lead,
            poolName: project.poolName,
            body: message.body,
            recipients,
            siteUrl,
          }),
        );
      };
      await alert(job, email, {
        staff: () => leadAlertStaff(db, lead),
        message: async () =>
          projectMessagePushMessage(lead, leadPlace(lead, await loadCompany(db), floridaTownOfZip), project.poolName),
      });
    },
  };
}
