import { Form } from "react-router";
import {
  AdminSelectField,
  FormMessage,
  SubmitButton,
  secondaryButtonClass,
  useSchemaForm,
} from "~/components/admin/admin-form";
import { LEAD_STATUS_OPTIONS } from "~/lib/lead-status";
import {
  LEAD_QUALIFICATIONS,
  LEAD_QUALIFICATION_LABELS,
  LeadAssignSchema,
  LeadQualificationSchema,
  LeadStatusChangeSchema,
} from "~/lib/schemas/lead-desk";
import type { LeadActionFailure, LeadPageData, Option } from "./types";

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
      <Form key={lead.status} method="post" noValidate onSubmit={status.onSubmit} className="flex flex-col gap-2">
        <FormMessage message={forIntent("status")?.message} />
        <AdminSelectField
          label="Status"
          name="status"
          options={LEAD_STATUS_OPTIONS}
          defaultValue={forIntent("status")?.values?.status ?? lead.status}
          error={status.errors.status}
          hint={`Changed ${lead.statusUpdated}. Every change is kept in the history.`}
        />
        <div>
          <SubmitButton intent="status" busyLabel="Saving...">
            Save status
          </SubmitButton>
        </div>
      </Form>
      <Form
        key={lead.salesRepId ?? "none"}
        method="post"
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
