import { Form } from "react-router";
import {
  AdminSelectField,
  FormMessage,
  SubmitButton,
  secondaryButtonClass,
  useSchemaForm,
} from "~/components/admin/admin-form";
import { OFFICE_LOCATIONS } from "~/lib/company/offices";
import { leadSectionHash } from "~/lib/leads/lead-page-sections";
import { LeadOfficeChangeSchema } from "~/lib/schemas/lead-office";
import type { LeadActionFailure, LeadPageData, Option } from "~/lib/leads/lead-desk-views";

const OFFICE_CHOICES: Option[] = OFFICE_LOCATIONS.map((office) => ({ value: office.id, label: office.name }));

/**
 * Moves the lead to another office: a plain form, so it works before scripts run. The rep follows the office
 * (the server keeps a rep who sells for it, else gives the lead to its next rep in turn).
 */
export function LeadOfficeForm({ lead, failure }: { lead: LeadPageData["lead"]; failure?: LeadActionFailure }) {
  const office = useSchemaForm(LeadOfficeChangeSchema, failure?.errors);
  const sent = failure?.values?.officeId;
  return (
    <Form
      key={lead.officeId ?? "none"}
      method="post"
      action={leadSectionHash("office")}
      preventScrollReset
      noValidate
      onSubmit={office.onSubmit}
      className="flex flex-col gap-2 border-t border-slate-200 pt-4"
      aria-label="Move to another office"
    >
      <FormMessage message={failure?.message} />
      <AdminSelectField
        label="Lead's office"
        name="officeId"
        options={lead.officeId ? OFFICE_CHOICES : [{ value: "", label: "No office" }, ...OFFICE_CHOICES]}
        defaultValue={typeof sent === "string" ? sent : (lead.officeId ?? "")}
        error={office.errors.officeId}
        hint="Moving the lead gives it to a sales rep of that office when its rep does not sell there."
      />
      <div>
        <SubmitButton intent="office" busyLabel="Moving..." className={secondaryButtonClass}>
          Move to this office
        </SubmitButton>
      </div>
    </Form>
  );
}
