import { ArrowLeft, Undo2 } from "lucide-react";
import { Form, Link, data } from "react-router";
import { FormMessage, SubmitButton, secondaryButtonClass } from "~/components/admin/admin-form";
import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { AppointmentForm, UpcomingAppointments } from "~/components/admin/leads/lead-appointments";
import { LeadCallLog } from "~/components/admin/leads/lead-call-log";
import { LeadComments } from "~/components/admin/leads/lead-comments";
import { LeadContactActions } from "~/components/admin/leads/lead-contact-actions";
import { LeadEmails } from "~/components/admin/leads/lead-emails";
import { LeadFacts } from "~/components/admin/leads/lead-facts";
import { LeadOfficeForm } from "~/components/admin/leads/lead-office-form";
import { LeadStatusPill, LeadTag } from "~/components/admin/leads/lead-status-pill";
import { LeadTimeline } from "~/components/admin/leads/lead-timeline";
import type { LeadActionFailure } from "~/lib/leads/lead-desk-views";
import { LeadWorkPanel } from "~/components/admin/leads/lead-work-panel";
import { LeadTasks } from "~/components/admin/leads/lead-tasks";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { appContext } from "~/context";
import { assertSameSite, requireStaff, staffCan } from "~/services/staff/auth.server";
import { redirectWithToast } from "~/lib/http/flash.server";
import { fieldErrors, jsonError, readFormBody } from "~/lib/http/http.server";
import { LEAD_OUTCOME_MESSAGES } from "~/lib/leads/lead-outcome";
import { mergedLinkNote } from "~/lib/leads/lead-merge";
import { leadOutcomeSchema } from "~/lib/schemas/lead-outcome";
import { LEAD_STATUS_LABELS } from "~/lib/leads/lead-status";
import { leadListPathFor } from "~/lib/leads/lead-desk-query";
import { callOutcomePhrase } from "~/lib/leads/lead-calls";
import { LEAD_PAGE_INTENTS, LEAD_PAGE_SECTION_OF, type LeadPageIntent } from "~/lib/leads/lead-page-sections";
import { formatOfficeDateTime, officeDateTimeToInstant, officeToday } from "~/lib/company/office-time";
import {
  AppointmentSchema,
  LEAD_DESK_MESSAGES,
  LEAD_QUALIFICATION_SHORT_LABELS,
  LeadAssignSchema,
  LeadCallSchema,
  LeadCommentSchema,
  LeadQualificationSchema,
  LeadStatusChangeSchema,
} from "~/lib/schemas/lead-desk";
import {
  addLeadComment,
  assignLead,
  changeLeadStatus,
  editLeadOutcome,
  logLeadCall,
  restoreFromSpam,
  scheduleAppointment,
  setLeadQualification,
} from "~/models/lead-changes.server";
import { getLead, getLeadDetail } from "~/models/lead-detail.server";
import { isAssignableStaff, listAssignableStaff } from "~/models/lead-lists.server";
import { loadCompany } from "~/models/company.server";
import { getStaffUserById } from "~/models/staff.server";
import { moveLeadToOffice } from "~/models/lead-office.server";
import { LeadOfficeChangeSchema, sameOfficeMessage } from "~/lib/schemas/lead-office";
import type { OfficeId } from "~/lib/company/offices";
import { buildLeadPageData } from "~/services/leads/lead-page.server";
import {
  PROPOSAL_FOLLOW_UP_PARAM,
  PROPOSAL_FOLLOW_UP_VALUE,
  leadTasksPageData,
} from "~/services/leads/lead-tasks-page.server";
import { LEAD_TASK_MESSAGES, LeadTaskRefSchema, LeadTaskSchema } from "~/lib/schemas/lead-tasks";
import { addLeadTask, completeLeadTask, reopenLeadTask } from "~/models/lead-tasks.server";
import { leadTaskKindLabel } from "~/lib/leads/lead-tasks";
import { LeadProject } from "~/components/admin/projects/lead-project-section";
import { PROJECT_START_MESSAGES, ProjectStartSchema } from "~/lib/schemas/project-start";
import { PROJECT_MESSAGE_MESSAGES, projectMessageSchema } from "~/lib/schemas/project-message";
import {
  leadProjectSection,
  poolForProject,
  replyToHomeowner,
  startLeadProject,
} from "~/services/projects/lead-project.server";
import type { Route } from "./+types/lead";

const NOT_FOUND = "No such lead.";

function leadIdFrom(params: { leadId: string }): number {
  if (!/^\d{1,9}$/.test(params.leadId)) throw jsonError(404, NOT_FOUND);
  return Number(params.leadId);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "leads.view");
  const { db } = context.get(appContext);
  const detail = await getLeadDetail(db, staff, leadIdFrom(params));
  if (!detail) throw jsonError(404, NOT_FOUND);
  // A merged lead's old link (in e-mails, bookmarks, pushes) leads to the lead it was merged into.
  if (detail.lead.mergedIntoId !== null) throw redirectToSurvivor(context, detail.lead);
  const [assignable, company] = await Promise.all([listAssignableStaff(db), loadCompany(db)]);
  const now = new Date();
  const page = buildLeadPageData(detail, assignable, company, now, staffCan(context, "leads.outcome"));
  const tasks = leadTasksPageData(detail, {
    viewerId: staff.id,
    ownerOptions: page.repOptions,
    suggest: new URL(request.url).searchParams.get(PROPOSAL_FOLLOW_UP_PARAM),
    now,
  });
  const project = await leadProjectSection(db, detail.lead, {
    canManage: staffCan(context, "projects.manage"),
    today: officeToday(now),
  });
  return { ...page, ...tasks, project, canMerge: staffCan(context, "leads.merge") };
}

function redirectToSurvivor(
  context: Route.LoaderArgs["context"],
  lead: { id: number; mergedIntoId: number | null },
  note = "",
): Response {
  const { config } = context.get(appContext);
  return redirectWithToast(`/admin/leads/${lead.mergedIntoId}`, `${mergedLinkNote(lead.id)}${note}`, {
    secure: config.isProduction,
  });
}

type Intent = LeadPageIntent;

/** The dates a won lead's signing date is checked against: the lead's day and today, on the offices' calendar. */
const outcomeDates = (createdAt: Date) => ({ created: officeToday(createdAt), today: officeToday() });

export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameSite(request);
  const staff = requireStaff(context, "leads.update");
  const app = context.get(appContext);
  const leadId = leadIdFrom(params);
  // A lead out of the staff member's reach answers as one that does not exist, before any change.
  const lead = await getLead(app.db, staff, leadId);
  if (!lead) throw jsonError(404, NOT_FOUND);
  if (lead.mergedIntoId !== null) {
    return redirectToSurvivor(context, lead, " Nothing was changed on it: make the change here.");
  }

  const form = await readFormBody(request);
  const intent = form.get("intent") as Intent | null;
  if (!intent || !LEAD_PAGE_INTENTS.includes(intent)) throw jsonError(400, "Unknown action.");
  const values = Object.fromEntries([...form.entries()].filter(([name]) => name !== "intent"));
  const fail = (message: string, errors: Record<string, string> = {}, status = 400) =>
    data<LeadActionFailure>({ intent, message, errors, values }, { status });
  const invalid = (error: Parameters<typeof fieldErrors>[0]) =>
    fail("Please correct the highlighted fields.", fieldErrors(error));
  // Back to the section saved: without scripts the browser lands there (with them, the page keeps its place).
  const section = LEAD_PAGE_SECTION_OF[intent];
  const done = (message: string) =>
    redirectWithToast(`/admin/leads/${leadId}${section === "top" ? "" : `#${section}`}`, message, {
      secure: app.config.isProduction,
    });
  // A rep who hands a lead to another rep or office may no longer reach it: they go back to its list instead.
  const doneOrBackToList = async (message: string) =>
    (await getLead(app.db, staff, leadId))
      ? done(message)
      : redirectWithToast(leadListPathFor(lead.requestType), message, { secure: app.config.isProduction });
  const log = (event: string) => app.logger.info({ event, leadId, by: staff.id }, "lead changed");

  switch (intent) {
    case "status": {
      const parsed = LeadStatusChangeSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error);
      // Won asks for the contract value and signing date, lost for a reason (decision 033): without them nothing changes.
      const outcome = leadOutcomeSchema(parsed.data.status, outcomeDates(lead.createdAt)).safeParse(values);
      if (!outcome.success) return invalid(outcome.error);
      const result = await changeLeadStatus(app.db, {
        leadId,
        to: parsed.data.status,
        staffId: staff.id,
        outcome: outcome.data.outcome,
        note: outcome.data.note,
      });
      if (!result.ok) {
        if (result.reason === "not-found") throw jsonError(404, NOT_FOUND);
        return fail(result.message, { status: result.message });
      }
      log("lead.status-changed");
      if (parsed.data.status === "proposal sent") {
        // The follow-up is offered, not made: the tasks form opens filled in, and the rep decides.
        return redirectWithToast(
          `/admin/leads/${leadId}?${PROPOSAL_FOLLOW_UP_PARAM}=${PROPOSAL_FOLLOW_UP_VALUE}#tasks`,
          "Status changed to Proposal sent. A follow-up in 3 days is filled in under Tasks.",
          { secure: app.config.isProduction },
        );
      }
      return done(`Status changed to ${LEAD_STATUS_LABELS[parsed.data.status]}.`);
    }
    case "outcome": {
      requireStaff(context, "leads.outcome");
      if (lead.status !== "won" && lead.status !== "lost") return fail(LEAD_OUTCOME_MESSAGES.notClosed);
      const outcome = leadOutcomeSchema(lead.status, outcomeDates(lead.createdAt)).safeParse(values);
      if (!outcome.success) return invalid(outcome.error);
      const saved = await editLeadOutcome(app.db, {
        leadId,
        status: lead.status,
        outcome: outcome.data.outcome,
        note: outcome.data.note!,
        staffId: staff.id,
      });
      if (!saved) return fail(LEAD_OUTCOME_MESSAGES.notClosed);
      log("lead.outcome-edited");
      return done(`${outcome.data.note}.`);
    }
    case "assign": {
      const parsed = LeadAssignSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error);
      const { salesRepId } = parsed.data;
      if (salesRepId !== null && !(await isAssignableStaff(app.db, salesRepId))) {
        return fail(LEAD_DESK_MESSAGES.repUnavailable, { salesRepId: LEAD_DESK_MESSAGES.repUnavailable });
      }
      await assignLead(app.db, { leadId, salesRepId, byStaffId: staff.id });
      log("lead.assigned");
      if (salesRepId === null) return doneOrBackToList("The lead is unassigned.");
      const rep = await getStaffUserById(app.db, salesRepId);
      return doneOrBackToList(`Assigned to ${rep?.username ?? "the rep"}.`);
    }
    case "office": {
      const parsed = LeadOfficeChangeSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error);
      const moved = await moveLeadToOffice(app.db, {
        leadId,
        officeId: parsed.data.officeId as OfficeId,
        staffId: staff.id,
      });
      if (moved.kind === "not-found") throw jsonError(404, NOT_FOUND);
      if (moved.kind === "unchanged") {
        const message = sameOfficeMessage(moved.office.name);
        return fail(message, { officeId: message });
      }
      log("lead.office-moved");
      return doneOrBackToList(`${moved.note}.`);
    }
    case "qualification": {
      const parsed = LeadQualificationSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error);
      await setLeadQualification(app.db, { leadId, qualification: parsed.data.leadQualification });
      log("lead.qualified");
      const label = parsed.data.leadQualification
        ? LEAD_QUALIFICATION_SHORT_LABELS[parsed.data.leadQualification]
        : null;
      return done(label ? `Qualification set to ${label}.` : "Qualification cleared.");
    }
    case "call": {
      const parsed = LeadCallSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error);
      const result = await logLeadCall(app.db, {
        leadId,
        outcome: parsed.data.outcome,
        note: parsed.data.note,
        staffId: staff.id,
      });
      if (!result) throw jsonError(404, NOT_FOUND);
      log("lead.call-logged");
      const what = `Call logged: ${callOutcomePhrase(parsed.data.outcome)}`;
      return done(result.statusChanged ? `${what}; status set to Contacted.` : `${what}.`);
    }
    case "not-spam": {
      const result = await restoreFromSpam(app.db, { leadId, staffId: staff.id });
      if (!result.ok) {
        if (result.reason === "not-found") throw jsonError(404, NOT_FOUND);
        return fail(result.message, {}, 409);
      }
      log("lead.not-spam");
      return done(LEAD_DESK_MESSAGES.restoredFromSpam);
    }
    case "comment": {
      const parsed = LeadCommentSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error);
      await addLeadComment(app.db, { leadId, comment: parsed.data.comment, author: staff });
      log("lead.commented");
      return done("Comment added.");
    }
    case "task-add": {
      const parsed = LeadTaskSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error);
      const { ownerId } = parsed.data;
      if (ownerId !== null && !(await isAssignableStaff(app.db, ownerId))) {
        return fail(LEAD_TASK_MESSAGES.ownerUnavailable, { ownerId: LEAD_TASK_MESSAGES.ownerUnavailable });
      }
      const task = await addLeadTask(app.db, { leadId, input: parsed.data, staffId: staff.id });
      log("lead.task-added");
      return done(`Task added: ${leadTaskKindLabel(task.kind)}${task.ownerName ? ` for ${task.ownerName}` : ""}.`);
    }
    case "task-done":
    case "task-reopen": {
      const parsed = LeadTaskRefSchema.safeParse(values);
      if (!parsed.success) return fail(LEAD_TASK_MESSAGES.task, {}, 404);
      const change = { leadId, taskId: parsed.data.taskId, staffId: staff.id };
      const result =
        intent === "task-done" ? await completeLeadTask(app.db, change) : await reopenLeadTask(app.db, change);
      if (!result.ok) {
        if (result.reason === "not-found") return fail(LEAD_TASK_MESSAGES.task, {}, 404);
        return fail(TASK_REFUSALS[result.reason], {}, 409);
      }
      log(intent === "task-done" ? "lead.task-done" : "lead.task-reopened");
      const what = leadTaskKindLabel(result.task.kind);
      return done(intent === "task-done" ? `Task done: ${what}.` : `Task reopened: ${what}.`);
    }
    case "appointment": {
      const parsed = AppointmentSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error);
      const result = await scheduleAppointment(app.db, {
        leadId,
        input: parsed.data,
        staffId: staff.id,
        markScheduled: form.get("markScheduled") === "on",
      });
      if (!result) throw jsonError(404, NOT_FOUND);
      if ("duplicate" in result) {
        return fail(
          "This lead already has an appointment at that time.",
          { time: LEAD_DESK_MESSAGES.appointmentTaken },
          409,
        );
      }
      log("lead.appointment-scheduled");
      const when = formatOfficeDateTime(officeDateTimeToInstant(parsed.data.date, parsed.data.time));
      return done(
        `Appointment scheduled for ${when}${result.statusChanged ? "; status set to Consultation scheduled" : ""}.`,
      );
    }
    case "project-start": {
      requireStaff(context, "projects.manage");
      const parsed = ProjectStartSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error);
      const pool = parsed.data.poolId === null ? null : await poolForProject(app.db, leadId, parsed.data.poolId);
      if (pool === undefined) return fail(PROJECT_START_MESSAGES.pool, { poolId: PROJECT_START_MESSAGES.pool });
      const result = await startLeadProject(app.db, {
        leadId,
        poolId: pool?.poolId ?? null,
        poolName: pool?.poolName ?? null,
        color: parsed.data.color,
        address: parsed.data.address,
        startedById: staff.id,
      });
      if (!result.ok) return fail(PROJECT_START_REFUSALS[result.reason], {}, 409);
      app.logger.info({ event: "project.started", leadId, projectId: result.project.id, by: staff.id }, "project");
      return done("Project started. The homeowner's link is on its way by e-mail.");
    }
    case "project-message": {
      const parsed = projectMessageSchema().safeParse(values);
      if (!parsed.success) return invalid(parsed.error);
      const message = await replyToHomeowner(app.db, { leadId, staffUserId: staff.id, body: parsed.data.body });
      if (!message) return fail(PROJECT_MESSAGE_MESSAGES.noProject, {}, 404);
      app.logger.info({ event: "project.message-sent", leadId, messageId: message.id, by: staff.id }, "project");
      return done("Message sent to the homeowner.");
    }
  }
}

const PROJECT_START_REFUSALS = {
  "not-won": PROJECT_START_MESSAGES.notWon,
  "no-outcome": PROJECT_START_MESSAGES.noOutcome,
  exists: PROJECT_START_MESSAGES.exists,
} as const;

const TASK_REFUSALS = {
  "already-done": LEAD_TASK_MESSAGES.alreadyDone,
  "not-done": LEAD_TASK_MESSAGES.notDone,
  closed: LEAD_TASK_MESSAGES.closed,
} as const;

const jumpLinkClass = "font-semibold text-ocean-800 underline underline-offset-2";

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const { lead } = page;
  const failure = actionData as LeadActionFailure | undefined;
  const forIntent = (intent: Intent) => (failure?.intent === intent ? failure : undefined);
  return (
    <>
      <StaffPageTitle title={`${lead.name} | Leads`} />
      <p className="mb-2">
        <Link
          to={page.listPath}
          className="inline-flex items-center gap-1 text-sm font-semibold text-ocean-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {page.listLabel}
        </Link>
      </p>
      <AdminPageHeader
        title={lead.name}
        description={
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <LeadStatusPill status={lead.status} />
            <LeadTag>{lead.typeLabel}</LeadTag>
            {lead.isTest && <LeadTag tone="violet">Test lead</LeadTag>}
            {lead.duplicateOf && <LeadTag tone="amber">Possible duplicate</LeadTag>}
            {lead.duplicateOf && page.canMerge && (
              <Link
                to={`/admin/leads/${lead.id}/merge?with=${lead.duplicateOf.id}`}
                className="font-semibold text-ocean-800 underline underline-offset-2"
              >
                Merge…
              </Link>
            )}
            <span>
              Received <time dateTime={lead.receivedIso}>{lead.received}</time>
              {lead.officeName && <> · {lead.officeName} office</>} · {lead.salesRepName ?? "Unassigned"}
            </span>
          </span>
        }
      />
      {!lead.spamReason && forIntent("not-spam") && (
        // Someone else restored the lead meanwhile: the answer shows where the button was.
        <div className="mb-4">
          <FormMessage message={forIntent("not-spam")?.message} />
        </div>
      )}
      {lead.spamReason && (
        <div
          id="spam"
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3"
        >
          <p className="text-sm text-red-900">
            <span className="font-semibold">Filed as spam:</span> {lead.spamReason}
          </p>
          <Form method="post" preventScrollReset>
            <FormMessage message={forIntent("not-spam")?.message} />
            <SubmitButton intent="not-spam" busyLabel="Moving..." className={`${secondaryButtonClass} min-h-11`}>
              <Undo2 aria-hidden="true" className="size-4" />
              Not spam
            </SubmitButton>
          </Form>
        </div>
      )}
      <LeadContactActions links={page.contact} className="mb-4 max-w-md" />
      <nav aria-label="On this page" className="mb-4 text-sm xl:hidden">
        <span className="text-slate-600">Jump to: </span>
        <a href="#work" className={jumpLinkClass}>
          Status and rep
        </a>
        {" · "}
        <a href="#tasks" className={jumpLinkClass}>
          Tasks
        </a>
        {" · "}
        <a href="#history" className={jumpLinkClass}>
          History
        </a>
        {" · "}
        <a href="#appointments" className={jumpLinkClass}>
          Appointments
        </a>
        {" · "}
        <a href="#comments" className={jumpLinkClass}>
          Comments
        </a>
        {page.project.kind !== "none" && (
          <>
            {" · "}
            <a href="#project" className={jumpLinkClass}>
              Project
            </a>
          </>
        )}
      </nav>
      {/* On a phone "Log a call" comes first; on a wide screen it heads the right-hand column. */}
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_26rem] xl:grid-rows-[auto_1fr]">
        <div className="flex min-w-0 flex-col gap-5 xl:col-start-2 xl:row-start-1">
          <div id="call" className="scroll-mt-20">
            <AdminPanel title="Log a call">
              <LeadCallLog failure={forIntent("call")} callCount={page.calls.length} />
            </AdminPanel>
          </div>
          <div id="tasks" className="scroll-mt-20">
            <AdminPanel title="Tasks">
              <LeadTasks
                open={page.openTasks}
                finished={page.finishedTasks}
                ownerOptions={page.taskOwnerOptions}
                defaults={page.taskDefaults}
                suggested={page.taskSuggested}
                failure={failure}
              />
            </AdminPanel>
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-5 xl:col-start-1 xl:row-span-2 xl:row-start-1">
          <LeadProject section={page.project} failure={failure} />
          <AdminPanel title="Request" description="Everything the customer sent, as they typed it.">
            <LeadFacts facts={page.request} />
          </AdminPanel>
          <AdminPanel title="Source and attribution">
            <LeadFacts facts={page.source} empty="No source recorded." />
          </AdminPanel>
          <div id="history" className="scroll-mt-20">
            <AdminPanel
              title="History"
              description="Every status change, logged call and task, who made it and when. Entries cannot be edited."
            >
              <LeadTimeline
                history={page.history}
                calls={page.calls}
                received={lead.received}
                receivedIso={lead.receivedIso}
                receivedAs={lead.receivedAs}
                events={page.events}
              />
            </AdminPanel>
          </div>
          <div id="comments" className="scroll-mt-20">
            <AdminPanel title="Comments">
              <LeadComments comments={page.comments} failure={forIntent("comment")} />
            </AdminPanel>
          </div>
          <AdminPanel title="E-mails sent">
            <LeadEmails emails={page.emails} />
          </AdminPanel>
        </div>
        <div className="flex min-w-0 flex-col gap-5 xl:col-start-2 xl:row-start-2">
          <div id="work" className="scroll-mt-20">
            <AdminPanel title="Work this lead">
              <LeadWorkPanel lead={lead} repOptions={page.repOptions} failure={failure} />
              <div className="mt-5">
                <LeadOfficeForm lead={lead} failure={forIntent("office")} />
              </div>
            </AdminPanel>
          </div>
          <div id="appointments" className="scroll-mt-20">
            <AdminPanel title="Appointments">
              <UpcomingAppointments upcoming={page.upcoming} past={page.pastAppointments} />
              <h3 className="mt-5 mb-2 border-t border-slate-200 pt-4 text-sm font-semibold text-slate-900">
                Schedule an appointment
              </h3>
              <AppointmentForm defaults={page.appointmentDefaults} failure={forIntent("appointment")} />
            </AdminPanel>
          </div>
        </div>
      </div>
    </>
  );
}
