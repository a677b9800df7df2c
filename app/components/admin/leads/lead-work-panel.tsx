import { Form } from "react-router";
import {
  AdminSelectField,
  AdminTextField,
  FormMessage,
  SubmitButton,
  secondaryButtonClass,
  useSchemaForm,
} from "~/components/admin/admin-form";
import { LEAD_LOST_REASON_OPTIONS, MAX_WON_VALUE_DOLLARS } from "~/lib/leads/lead-outcome";
import { LEAD_STATUS_OPTIONS } from "~/lib/leads/lead-status";
import { leadSectionHash } from "~/lib/leads/lead-page-sections";
import {
  LEAD_QUALIFICATIONS,
  LEAD_QUALIFICATION_LABELS,
  LeadAssignSchema,
  LeadQualificationSchema,
  LeadStatusChangeSchema,
} from "~/lib/schemas/lead-desk";
import type { LeadActionFailure, LeadPageData, Option } from "~/lib/leads/lead-desk-views";

const LOST_REASON_OPTIONS: Option[] = [{ value: "", label: "Choose a reason" }, ...LEAD_LOST_REASON_OPTIONS];

/**
 * A won lead's contract value and signing date, a lost lead's reason (decision 033). Plain fields, so the
 * forms work without scripts; the server asks only for the ones the chosen status needs.
 */
function OutcomeFields({
  show,
  values,
  errors,
}: {
  show: "won" | "lost" | "both";
  values: { wonValue: string; wonSignedOn: string; lostReason: string };
  errors: Record<string, string>;
}) {
  return (
    <>
      {show !== "lost" && (
        <fieldset className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-xs font-semibold text-slate-700">{show === "both" ? "When won" : "Won"}</legend>
          <AdminTextField
            label="Contract value ($)"
            name="wonValue"
            inputMode="decimal"
            defaultValue={values.wonValue}
            error={errors.wonValue}
            hint={`Dollars, up to ${MAX_WON_VALUE_DOLLARS.toLocaleString("en-US")}`}
          />
          <AdminTextField
            label="Signed on"
            name="wonSignedOn"
            type="date"
            defaultValue={values.wonSignedOn}
            error={errors.wonSignedOn}
          />
        </fieldset>
      )}
      {show !== "won" && (
        <AdminSelectField
          label={show === "both" ? "Reason, when lost" : "Reason lost"}
          name="lostReason"
          options={LOST_REASON_OPTIONS}
          defaultValue={values.lostReason}
          error={errors.lostReason}
        />
      )}
    </>
  );
}

const QUALIFICATION_OPTIONS: Option[] = [
  { value: "", label: "Not set" },
  ...LEAD_QUALIFICATIONS.map((value) => ({ value, label: LEAD_QUALIFICATION_LABELS[value] })),
];

/** Status, assignment and qualification: three small forms, each posted on its own. */
export function LeadWorkPanel({
  lead,
  repOptions,
  failure,
}: {
  lead: LeadPageData["lead"];
  repOptions: readonly Option[];
  failure?: LeadActionFailure | undefined;
}) {
  const forIntent = (intent: string) => (failure?.intent === intent ? failure : undefined);
  const status = useSchemaForm(LeadStatusChangeSchema, forIntent("status")?.errors);
  const outcome = useSchemaForm(LeadStatusChangeSchema.partial(), forIntent("outcome")?.errors);
  const sent = (intent: string, name: "wonValue" | "wonSignedOn" | "lostReason") => {
    const value = forIntent(intent)?.values?.[name];
    return typeof value === "string" ? value : lead.outcome[name];
  };
  const outcomeValues = (intent: string) => ({
    wonValue: sent(intent, "wonValue"),
    wonSignedOn: sent(intent, "wonSignedOn"),
    lostReason: sent(intent, "lostReason"),
  });
  const assign = useSchemaForm(LeadAssignSchema, forIntent("assign")?.errors);
  const qualification = useSchemaForm(LeadQualificationSchema, forIntent("qualification")?.errors);
  // A rep who was deactivated stays visible as the current value until someone reassigns the lead.
  const reps =
    lead.salesRepId && !repOptions.some((o) => o.value === String(lead.salesRepId))
      ? [...repOptions, { value: String(lead.salesRepId), label: `${lead.salesRepName ?? "Former user"} (inactive)` }]
      : repOptions;
  return (
    <div className="flex flex-col gap-5">
      {/* Keyed by the saved value, so a form shows the stored state again after each save. */}
      <Form
        key={lead.status}
        method="post"
        action={leadSectionHash("status")}
        preventScrollReset
        noValidate
        onSubmit={status.onSubmit}
        className="flex flex-col gap-2"
      >
        <FormMessage message={forIntent("status")?.message} />
        <AdminSelectField
          label="Status"
          name="status"
          options={LEAD_STATUS_OPTIONS}
          defaultValue={forIntent("status")?.values?.status ?? lead.status}
          error={status.errors.status}
          hint={`Changed ${lead.statusUpdated}. Every change is kept in the history.`}
        />
        <OutcomeFields show="both" values={outcomeValues("status")} errors={status.errors} />
        <div>
          <SubmitButton intent="status" busyLabel="Saving...">
            Save status
          </SubmitButton>
        </div>
      </Form>
      {lead.canEditOutcome && (lead.status === "won" || lead.status === "lost") && (
        <Form
          key={`${lead.outcome.wonValue}|${lead.outcome.wonSignedOn}|${lead.outcome.lostReason}`}
          method="post"
          action={leadSectionHash("outcome")}
          preventScrollReset
          noValidate
          onSubmit={outcome.onSubmit}
          className="flex flex-col gap-2 border-t border-slate-200 pt-4"
          aria-label="Outcome"
        >
          <h3 className="text-sm font-semibold text-slate-800">
            {lead.status === "won" ? "Correct the won contract" : "Correct the reason lost"}
          </h3>
          <FormMessage message={forIntent("outcome")?.message} />
          <OutcomeFields show={lead.status} values={outcomeValues("outcome")} errors={outcome.errors} />
          <div>
            <SubmitButton intent="outcome" busyLabel="Saving..." className={secondaryButtonClass}>
              Save outcome
            </SubmitButton>
          </div>
        </Form>
      )}
      <Form
        key={lead.salesRepId ?? "none"}
        method="post"
        action={leadSectionHash("assign")}
        preventScrollReset
        noValidate
        onSubmit={assign.onSubmit}
        className="flex flex-col gap-2 border-t border-slate-200 pt-4"
      >
        <FormMessage message={forIntent("assign")?.message} />
        <AdminSelectField
          label="Sales rep"
          name="salesRepId"
          options={[{ value: "", label: "Unassigned" }, ...reps]}
          defaultValue={forIntent("assign")?.values?.salesRepId ?? (lead.salesRepId ? String(lead.salesRepId) : "")}
          error={assign.errors.salesRepId}
        />
        <div>
          <SubmitButton intent="assign" busyLabel="Assigning..." className={secondaryButtonClass}>
            Assign
          </SubmitButton>
        </div>
      </Form>
      <Form
        key={lead.qualification}
        method="post"
        action={leadSectionHash("qualification")}
        preventScrollReset
        noValidate
        onSubmit={qualification.onSubmit}
        className="flex flex-col gap-2 border-t border-slate-200 pt-4"
      >
        <FormMessage message={forIntent("qualification")?.message} />
        <AdminSelectField
          label="Qualification"
          name="leadQualification"
          options={QUALIFICATION_OPTIONS}
          defaultValue={forIntent("qualification")?.values?.leadQualification ?? lead.qualification}
          error={qualification.errors.leadQualification}
        />
        <div>
          <SubmitButton intent="qualification" busyLabel="Saving..." className={secondaryButtonClass}>
            Save qualification
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
