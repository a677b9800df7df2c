import { AdminTextField, useSchemaForm } from "~/components/admin/admin-form";
import { ContentFieldGroup } from "~/components/admin/content/content-fields";
import {
  MAX_STALE_DAYS,
  MIN_STALE_DAYS,
  STALE_LIMIT_FIELDS,
  STALE_LIMIT_HINTS,
  STALE_LIMIT_LABELS,
  STALE_STAGES,
} from "~/lib/leads/stale-leads";
import { StaleLeadSettingsSchema } from "~/lib/schemas/site-settings";
import { SettingsForm, type SettingsFormFailure } from "./settings-form";

/** The "Follow-up" section of the settings: how long each open stage may sit idle before its leads are stale. */
export function StaleLimitsForm({
  values,
  failure,
  lastSaved,
}: {
  values: Record<string, string>;
  failure: SettingsFormFailure | undefined;
  lastSaved: string | null;
}) {
  const { errors, onSubmit } = useSchemaForm(StaleLeadSettingsSchema, failure?.errors);
  return (
    <SettingsForm
      section="follow-up"
      failure={failure}
      intro="A lead in one of these stages with no activity (a status change, comment, call logged, visit planned, task done or e-mail sent) for longer than its limit is marked Stale on the lead lists and counted per rep on the dashboard."
      lastSaved={lastSaved}
      submitLabel="Save limits"
      onSubmit={onSubmit}
    >
      <ContentFieldGroup legend="Days before a lead is stale">
        <div className="grid gap-4 sm:grid-cols-2">
          {STALE_STAGES.map((stage) => {
            const field = STALE_LIMIT_FIELDS[stage];
            return (
              <AdminTextField
                key={field}
                label={STALE_LIMIT_LABELS[field]}
                name={field}
                type="number"
                inputMode="numeric"
                min={MIN_STALE_DAYS}
                max={MAX_STALE_DAYS}
                step={1}
                required
                defaultValue={values[field] ?? ""}
                error={errors[field]}
                hint={STALE_LIMIT_HINTS[field]}
              />
            );
          })}
        </div>
      </ContentFieldGroup>
    </SettingsForm>
  );
}
