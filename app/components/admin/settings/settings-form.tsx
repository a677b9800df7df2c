import type { FormEventHandler } from "react";
import { Form } from "react-router";
import { FormMessage, SubmitButton } from "~/components/admin/admin-form";

/** A refused settings post: its message and the error of each field. */
export interface SettingsFormFailure {
  message: string;
  errors: Record<string, string>;
}

interface SettingsFormProps {
  /** The section id posted with the form (the action saves that section). */
  section: string;
  failure: SettingsFormFailure | undefined;
  /** What the section does, above its fields. */
  intro: React.ReactNode;
  /** When the section was last saved, formatted; null while the defaults apply. */
  lastSaved: string | null;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: React.ReactNode;
}

/** The frame every settings section shares: section id, error summary, intro, last save, fields, save button. */
export function SettingsForm({
  section,
  failure,
  intro,
  lastSaved,
  submitLabel,
  onSubmit,
  children,
}: SettingsFormProps) {
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <input type="hidden" name="section" value={section} />
      <FormMessage message={failure?.message} />
      <div className="space-y-1 text-sm text-slate-700">
        <p>{intro}</p>
        <p className="text-sm text-slate-600">
          {lastSaved ? `Last saved ${lastSaved}.` : "Not changed yet: the defaults apply."}
        </p>
      </div>
      {children}
      <div className="border-t border-slate-200 pt-4">
        <SubmitButton busyLabel="Saving...">{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
