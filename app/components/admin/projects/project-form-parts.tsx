// Small pieces the staff project page's forms share: a one-button form for a row (start a stage, remove a
// payment), a text area with its label and error, the form that sends a file, and the answer of a failed post
// shown at its own form.
import { CircleAlert } from "lucide-react";
import { useId } from "react";
import { Form } from "react-router";
import {
  AdminTextField,
  FormMessage,
  SubmitButton,
  dangerButtonClass,
  secondaryButtonClass,
} from "~/components/admin/admin-form";
import {
  PROJECT_PAGE_SECTION_OF,
  type PROJECT_UPLOAD_INTENTS,
  type ProjectActionFailure,
  type ProjectPageIntent,
} from "~/lib/projects/project-page-sections";

/** The form's action: the page at its section, so a post without scripts lands where it was made. */
export const sectionAction = (intent: ProjectPageIntent) => `#${PROJECT_PAGE_SECTION_OF[intent]}`;

/** The failure when it answers this form (its intent, and its row when the form is one row's). */
export function failureFor(
  failure: ProjectActionFailure | undefined,
  intents: readonly ProjectPageIntent[],
  rowId?: number,
): ProjectActionFailure | undefined {
  if (!failure || !intents.includes(failure.intent)) return undefined;
  if (rowId !== undefined && failure.rowId !== String(rowId)) return undefined;
  return failure;
}

/**
 * A form that sends one file with its fields (plain multipart, no scripts needed). Its intent rides in its address,
 * so the server knows which form an oversized file came from before reading the body.
 */
export function UploadForm({
  intent,
  heading,
  fileLabel,
  accept,
  submit,
  failure,
  children,
}: {
  intent: (typeof PROJECT_UPLOAD_INTENTS)[number];
  heading: string;
  fileLabel: string;
  accept: string;
  submit: string;
  failure: ProjectActionFailure | undefined;
  children: React.ReactNode;
}) {
  return (
    <Form
      method="post"
      action={`?upload=${intent}${sectionAction(intent)}`}
      encType="multipart/form-data"
      preventScrollReset
      className="mt-5 flex flex-col gap-3 border-t border-slate-200 pt-4"
    >
      <h3 className="text-sm font-semibold text-slate-900">{heading}</h3>
      <FormMessage message={failure?.message} />
      <AdminTextField label={fileLabel} name="file" type="file" accept={accept} required error={failure?.errors.file} />
      {children}
      <div>
        <SubmitButton busyLabel="Uploading...">{submit}</SubmitButton>
      </div>
    </Form>
  );
}

/** One button posting one intent for one row (hidden field `name` = `id`). */
export function RowButton({
  intent,
  name,
  id,
  label,
  busyLabel,
  ariaLabel,
  className = `${secondaryButtonClass} min-h-11`,
  extra,
}: {
  intent: ProjectPageIntent;
  name: string;
  id: number;
  label: React.ReactNode;
  busyLabel: string;
  ariaLabel?: string;
  className?: string;
  extra?: Record<string, string>;
}) {
  return (
    <Form method="post" action={sectionAction(intent)} preventScrollReset>
      <input type="hidden" name={name} value={id} />
      {extra && Object.entries(extra).map(([key, value]) => <input key={key} type="hidden" name={key} value={value} />)}
      <SubmitButton intent={intent} busyLabel={busyLabel} className={className} ariaLabel={ariaLabel}>
        {label}
      </SubmitButton>
    </Form>
  );
}

/** A row's "Remove" (a payment, photo or document added by mistake), with the answer when removing it failed. */
export function RemoveRowButton({
  intent,
  name,
  id,
  ariaLabel,
  failure,
  wide = false,
}: {
  intent: "payment-remove" | "photo-remove" | "document-remove";
  name: string;
  id: number;
  ariaLabel: string;
  failure: ProjectActionFailure | undefined;
  /** As wide as its row (under a photo). */
  wide?: boolean;
}) {
  return (
    <>
      <RowFailure failure={failureFor(failure, [intent], id)} />
      <RowButton
        intent={intent}
        name={name}
        id={id}
        label="Remove"
        busyLabel="Removing..."
        ariaLabel={ariaLabel}
        className={`${dangerButtonClass} min-h-11${wide ? " w-full" : ""}`}
      />
    </>
  );
}

export function TextAreaField({
  label,
  name,
  error,
  defaultValue,
  maxLength,
  required,
  rows = 2,
}: {
  label: string;
  name: string;
  error?: string | undefined;
  defaultValue?: string | null | undefined;
  maxLength: number;
  required?: boolean;
  rows?: number;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        required={required}
        defaultValue={defaultValue ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-ocean-600 focus:ring-2 focus:ring-ocean-200 focus:outline-none aria-invalid:border-red-600"
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 flex items-start gap-1 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

/** A failed row action's message (a refused button has no field to show it at). */
export function RowFailure({ failure }: { failure: ProjectActionFailure | undefined }) {
  return failure ? <FormMessage message={failure.message} /> : null;
}
