import { Form } from "react-router";
import {
  AdminSelectField,
  AdminTextField,
  FormMessage,
  SubmitButton,
  useSchemaForm,
} from "~/components/admin/admin-form";
import { leadSectionHash } from "~/lib/leads/lead-page-sections";
import type { LeadActionFailure } from "~/lib/leads/lead-desk-views";
import type { LeadProjectSection } from "~/lib/projects/project-desk-views";
import { ProjectStartSchema } from "~/lib/schemas/project-start";

type StartSection = Extract<LeadProjectSection, { kind: "start" }>;

/** "Start the project": the pool, color and address proposed from the lead, for a manager to check and start. */
export function LeadProjectStart({ start, failure }: { start: StartSection; failure?: LeadActionFailure | undefined }) {
  const form = useSchemaForm(ProjectStartSchema, failure?.errors);
  if (!start.canStart) {
    return (
      <p className="text-sm text-slate-700">
        This lead is won. An operations manager or an admin starts its project; once started, its timeline and the
        homeowner&apos;s messages appear here.
      </p>
    );
  }
  if (!start.hasOutcome) {
    return (
      <p className="text-sm text-slate-700">
        Record the contract value and signing date under Work this lead first: the project&apos;s payment schedule and
        planned dates start from them.
      </p>
    );
  }
  const value = (name: keyof StartSection["defaults"]) => failure?.values?.[name] ?? start.defaults[name];
  return (
    <Form
      method="post"
      action={leadSectionHash("project-start")}
      preventScrollReset
      noValidate
      onSubmit={form.onSubmit}
      className="flex flex-col gap-3"
    >
      <p className="text-sm text-slate-700">
        Starting the project plans the eight installation stages from the signing date, sets up the payment schedule
        from the contract value, and e-mails the homeowner the link to their project page.
      </p>
      <FormMessage message={failure?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <AdminSelectField
          label="Pool"
          name="poolId"
          defaultValue={value("poolId")}
          options={[{ value: "", label: "Not chosen yet" }, ...start.poolOptions]}
          error={form.errors.poolId}
        />
        <AdminTextField
          label="Color"
          name="color"
          defaultValue={value("color")}
          maxLength={100}
          autoComplete="off"
          error={form.errors.color}
        />
      </div>
      <AdminTextField
        label="Address"
        name="address"
        defaultValue={value("address")}
        maxLength={500}
        autoComplete="off"
        hint="Where the pool goes in."
        error={form.errors.address}
      />
      <div>
        <SubmitButton intent="project-start" busyLabel="Starting...">
          Start the project
        </SubmitButton>
      </div>
    </Form>
  );
}
