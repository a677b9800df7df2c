// The warranty registration as staff fill it in at handover (shell, equipment, start-up date), and whether the
// homeowner confirmed it from their page, corrected or as filled in.
import { Form } from "react-router";
import { AdminTextField, FormMessage, SubmitButton } from "~/components/admin/admin-form";
import type { ProjectActionFailure } from "~/lib/projects/project-page-sections";
import { WARRANTY_EQUIPMENT_KINDS, WARRANTY_FIELD_MAX } from "~/lib/schemas/warranty-registration";
import { failureFor, sectionAction } from "./project-form-parts";

const EQUIPMENT_LABELS: Record<(typeof WARRANTY_EQUIPMENT_KINDS)[number], string> = {
  pump: "Pump",
  filter: "Filter",
  heater: "Heater",
  "salt-system": "Salt system",
};

export function ProjectWarranty({
  warranty,
  today,
  failure,
}: {
  warranty: {
    values: Record<string, string>;
    saved: boolean;
    confirmed: string | null;
    corrected: boolean;
    handedOver: boolean;
  };
  today: string;
  failure?: ProjectActionFailure | undefined;
}) {
  const own = failureFor(failure, ["warranty"]);
  const value = (name: string) => own?.values[name] ?? warranty.values[name] ?? "";
  return (
    <Form method="post" action={sectionAction("warranty")} preventScrollReset className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        {warranty.confirmed
          ? `Registered: the homeowner confirmed it on ${warranty.confirmed}${warranty.corrected ? ", with corrections" : ""}.`
          : warranty.saved
            ? "Filled in; waiting for the homeowner to confirm it on their page."
            : warranty.handedOver
              ? "Not filled in yet: the homeowner's page offers the registration now."
              : "The homeowner's page offers the registration once every stage is done."}
      </p>
      <FormMessage message={own?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <AdminTextField
          label="Shell model"
          name="shellModel"
          maxLength={WARRANTY_FIELD_MAX.model}
          defaultValue={value("shellModel")}
          error={own?.errors.shellModel}
        />
        <AdminTextField
          label="Shell serial number"
          name="shellSerial"
          maxLength={WARRANTY_FIELD_MAX.serial}
          defaultValue={value("shellSerial")}
          error={own?.errors.shellSerial}
        />
        {WARRANTY_EQUIPMENT_KINDS.map((kind) => (
          <fieldset key={kind} className="contents">
            <AdminTextField
              label={`${EQUIPMENT_LABELS[kind]} model`}
              name={`${kind}Model`}
              maxLength={WARRANTY_FIELD_MAX.model}
              defaultValue={value(`${kind}Model`)}
              error={own?.errors[`${kind}Model`]}
            />
            <AdminTextField
              label={`${EQUIPMENT_LABELS[kind]} serial number`}
              name={`${kind}Serial`}
              maxLength={WARRANTY_FIELD_MAX.serial}
              defaultValue={value(`${kind}Serial`)}
              error={own?.errors[`${kind}Serial`]}
            />
          </fieldset>
        ))}
        <AdminTextField
          label="Start-up date"
          name="startUpOn"
          type="date"
          max={today}
          required
          defaultValue={value("startUpOn")}
          error={own?.errors.startUpOn}
        />
      </div>
      <div>
        <SubmitButton intent="warranty" busyLabel="Saving...">
          Save registration
        </SubmitButton>
      </div>
    </Form>
  );
}
