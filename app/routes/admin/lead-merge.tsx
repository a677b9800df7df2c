import { ArrowLeft, ArrowLeftRight, Merge } from "lucide-react";
import { Form, Link, data } from "react-router";
import { AdminTextField, FormMessage, SubmitButton, secondaryButtonClass } from "~/components/admin/admin-form";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { LeadMergeSides } from "~/components/admin/leads/lead-merge-sides";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { appContext } from "~/context";
import { redirectWithToast } from "~/lib/http/flash.server";
import { jsonError, readFormBody } from "~/lib/http/http.server";
import { LeadMergeQuerySchema, LeadMergeSchema } from "~/lib/schemas/lead-merge";
import { LEAD_MERGE_MESSAGES, mergeLeadName } from "~/lib/leads/lead-merge";
import { getLeadMergeSide, mergeLeads } from "~/models/lead-merge.server";
import { buildLeadMergePage } from "~/services/leads/lead-merge-page.server";
import { assertSameSite, requireStaff } from "~/services/staff/auth.server";
import type { Route } from "./+types/lead-merge";

function leadIdFrom(params: { leadId: string }): number {
  if (!/^\d{1,9}$/.test(params.leadId)) throw jsonError(404, LEAD_MERGE_MESSAGES.notFound);
  return Number(params.leadId);
}

/** The pair the address names: this page's lead and the other (`with`), and the one staff chose to keep. */
function pairFrom(request: Request, params: { leadId: string }) {
  const leadId = leadIdFrom(params);
  const query = LeadMergeQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success || query.data.with === leadId) return { leadId, otherId: null, keepId: undefined };
  return { leadId, otherId: query.data.with, keepId: query.data.keep };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "leads.merge");
  const { db } = context.get(appContext);
  const { leadId, otherId, keepId } = pairFrom(request, params);
  const typed = new URL(request.url).searchParams.get("with");
  const [a, b] = await Promise.all([
    getLeadMergeSide(db, staff, leadId),
    otherId === null ? null : getLeadMergeSide(db, staff, otherId),
  ]);
  if (!a) throw jsonError(404, LEAD_MERGE_MESSAGES.notFound);
  if (!b) {
    // Without the other lead (or with one that does not exist), the screen asks for its number.
    const pick = { kind: "pick" as const, lead: { id: leadId, name: mergeLeadName(a.lead) }, typed: typed ?? "" };
    if (typed === null) return pick;
    const error = otherId === null ? LEAD_MERGE_MESSAGES.otherLead : LEAD_MERGE_MESSAGES.notFound;
    return data({ ...pick, error }, { status: otherId === null ? 400 : 404 });
  }
  return { kind: "pair" as const, ...buildLeadMergePage(leadId, a, b, keepId) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameSite(request);
  const staff = requireStaff(context, "leads.merge");
  const app = context.get(appContext);
  const { leadId, otherId } = pairFrom(request, params);
  if (otherId === null) return data({ message: LEAD_MERGE_MESSAGES.otherLead }, { status: 400 });
  const form = await readFormBody(request);
  const parsed = LeadMergeSchema.safeParse(Object.fromEntries(form.entries()));
  const pair = parsed.success ? [parsed.data.survivorId, parsed.data.mergedId].sort() : [];
  // The form merges the two leads its address names, and only them.
  if (!parsed.success || pair.join() !== [leadId, otherId].sort().join()) {
    return data({ message: "Choose the two leads to merge from the lead page." }, { status: 400 });
  }
  const { survivorId, mergedId } = parsed.data;
  const inReach = await Promise.all([
    getLeadMergeSide(app.db, staff, survivorId),
    getLeadMergeSide(app.db, staff, mergedId),
  ]);
  if (inReach.some((side) => !side)) throw jsonError(404, LEAD_MERGE_MESSAGES.notFound);
  const result = await mergeLeads(app.db, { survivorId, mergedId, staffId: staff.id });
  if (!result.ok) {
    if (result.reason === "not-found") throw jsonError(404, LEAD_MERGE_MESSAGES.notFound);
    return data({ message: result.message }, { status: 409 });
  }
  app.logger.info({ event: "lead.merged", leadId: survivorId, mergedId, by: staff.id }, "lead merged");
  return redirectWithToast(
    `/admin/leads/${survivorId}`,
    `Merged lead #${mergedId} (${mergeLeadName(result.merged)}) into this lead.`,
    { secure: app.config.isProduction },
  );
}

/** Asks for the number of the lead to merge with (a plain GET form: the answer is the pair's screen). */
function PickOtherLead({ lead, typed, error }: { lead: { id: number; name: string }; typed: string; error?: string }) {
  return (
    <>
      <StaffPageTitle title={`Merge lead #${lead.id} | Leads`} />
      <p className="mb-2">
        <Link
          to={`/admin/leads/${lead.id}`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-ocean-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the lead
        </Link>
      </p>
      <AdminPageHeader
        title={`Merge lead #${lead.id} (${lead.name})`}
        description="Which lead is the same customer? Enter its number (it is in the lead's address, /admin/leads/1234)."
      />
      <Form method="get" className="flex max-w-md flex-col gap-3 sm:flex-row sm:items-end">
        <AdminTextField
          label="Lead number"
          name="with"
          inputMode="numeric"
          defaultValue={typed}
          error={error}
          required
          className="grow"
        />
        <button type="submit" className={secondaryButtonClass}>
          Compare the two
        </button>
      </Form>
    </>
  );
}

export default function LeadMergePage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "pick") {
    const error = "error" in loaderData ? loaderData.error : undefined;
    return <PickOtherLead lead={loaderData.lead} typed={loaderData.typed} error={error} />;
  }
  const page = loaderData;
  const message = actionData?.message ?? page.refusal;
  return (
    <>
      <StaffPageTitle title={`Merge leads #${page.survivor.id} and #${page.merged.id} | Leads`} />
      <p className="mb-2">
        <Link
          to={page.backHref}
          className="inline-flex items-center gap-1 text-sm font-semibold text-ocean-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the lead
        </Link>
      </p>
      <AdminPageHeader
        title="Merge duplicate leads"
        description={`Lead #${page.merged.id} is merged into lead #${page.survivor.id}: one lead remains, with both histories, calls, comments, tasks, appointments, consultations and pools. The merged lead is kept as a record, and its link opens the lead that remains.`}
      />
      <LeadMergeSides survivor={page.survivor} merged={page.merged} />
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        {message && (
          <div className="w-full">
            <FormMessage message={message} />
          </div>
        )}
        {!page.refusal && (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="survivorId" value={page.survivor.id} />
            <input type="hidden" name="mergedId" value={page.merged.id} />
            <SubmitButton busyLabel="Merging...">
              <Merge aria-hidden="true" className="size-4" />
              Merge #{page.merged.id} into #{page.survivor.id}
            </SubmitButton>
          </Form>
        )}
        {page.swapHref && (
          <Link to={page.swapHref} className={secondaryButtonClass}>
            <ArrowLeftRight aria-hidden="true" className="size-4" />
            Keep #{page.merged.id} instead
          </Link>
        )}
      </div>
    </>
  );
}
