import { CircleAlert } from "lucide-react";
import { useId } from "react";

// Form controls the admin-form module lacks (text areas, checkboxes, field
// groups), styled and described the same way: a visible label, the hint and
// the error tied to the control with aria-describedby, aria-invalid on error.

const controlClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-ocean-600 focus:ring-2 focus:ring-ocean-200 focus:outline-none aria-invalid:border-red-600 aria-invalid:focus:ring-red-200";

function describedBy(id: string, error?: string, hint?: React.ReactNode) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function FieldNotes({ id, error, hint }: { id: string; error?: string | undefined; hint?: React.ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 flex items-start gap-1 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </>
  );
}

type TextAreaProps = {
  label: string;
  error?: string | undefined;
  hint?: React.ReactNode;
  className?: string;
} & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "className">;

export function AdminTextAreaField({
  label,
  error,
  hint,
  className,
  id: givenId,
  rows = 4,
  ...textarea
}: TextAreaProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${controlClass} leading-relaxed`}
        {...textarea}
      />
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

type CheckboxProps = {
  label: string;
  error?: string | undefined;
  hint?: React.ReactNode;
  className?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "className" | "type">;

/** A checkbox with its label beside it; checked posts "on", unchecked posts nothing. */
export function AdminCheckboxField({ label, error, hint, className, id: givenId, ...input }: CheckboxProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={className}>
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-ocean-700"
          {...input}
        />
        <div className="min-w-0">
          <label htmlFor={id} className="text-sm font-semibold text-slate-800">
            {label}
          </label>
          <FieldNotes id={id} error={error} hint={hint} />
        </div>
      </div>
    </div>
  );
}

/** A titled group of fields inside a form (a fieldset, so screen readers announce the group). */
export function ContentFieldGroup({
  legend,
  description,
  children,
  className = "",
}: {
  legend: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <fieldset
      className={`min-w-0 border-t border-slate-200 pt-4 first-of-type:border-t-0 first-of-type:pt-0 ${className}`}
    >
      <legend className="float-left mb-3 w-full text-sm font-bold tracking-wide text-slate-900 uppercase">
        {legend}
        {description && (
          <span className="mt-0.5 block text-xs font-normal tracking-normal text-slate-600 normal-case">
            {description}
          </span>
        )}
      </legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
