import { Form, Link } from "react-router";
import { AdminTextField, FormMessage, SubmitButton, secondaryButtonClass } from "~/components/admin/admin-form";

/**
 * The frame of a content record's form (new and edit pages): a post form the
 * browser validates first (`onSubmit` from useSchemaForm), the failure
 * message on top, the intent an edit page posts, and Save / Cancel below.
 */
export function ContentForm({
  onSubmit,
  onChange,
  message,
  intent,
  submitLabel,
  cancelTo,
  children,
}: {
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  /** For live previews: every field's change bubbles here. */
  onChange?: React.FormEventHandler<HTMLFormElement>;
  /** The server's message about the whole form (field messages sit at their fields). */
  message?: string | undefined;
  /** The intent a save posts (edit pages also post "delete" from their delete panel). */
  intent?: string | undefined;
  submitLabel: string;
  /** Where Cancel goes: the list. */
  cancelTo: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="flex flex-col gap-6">
      <FormMessage message={message} />
      {intent && <input type="hidden" name="intent" value={intent} />}
      {children}
      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
        <SubmitButton intent={intent} busyLabel="Saving...">
          {submitLabel}
        </SubmitButton>
        <Link to={cancelTo} className={secondaryButtonClass}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** The display order of a record in its public list (schemas: `displayOrder` of content-fields). */
export function DisplayOrderField({
  defaultValue,
  error,
  hint = "Lower numbers come first. Leave empty to place it last.",
}: {
  defaultValue: string;
  error?: string | undefined;
  hint?: string;
}) {
  return (
    <AdminTextField
      label="Display order"
      name="displayOrder"
      inputMode="numeric"
      autoComplete="off"
      defaultValue={defaultValue}
      error={error}
      hint={hint}
    />
  );
}
