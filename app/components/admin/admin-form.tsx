import { CircleAlert } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import { firstMessagePerField } from "~/lib/leads/lead-form-fields";

// Dense form controls of the staff area, and the browser half of "one schema
// per form": useSchemaForm() parses the form with the same Zod schema the
// action uses and stops the post when it fails.

const controlClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-ocean-600 focus:ring-2 focus:ring-ocean-200 focus:outline-none aria-invalid:border-red-600 aria-invalid:focus:ring-red-200 disabled:bg-slate-100 disabled:text-slate-600";

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: React.ReactNode;
  className?: string;
}

function Described({ id, error, hint }: { id: string; error?: string | undefined; hint?: React.ReactNode }) {
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

function describedBy(id: string, error?: string, hint?: React.ReactNode) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

type InputProps = FieldProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, "className">;

export function AdminTextField({ label, error, hint, className, id: givenId, ...input }: InputProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass}
        {...input}
      />
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

type SelectProps = FieldProps &
  Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "className"> & {
    options: readonly { value: string; label: string }[];
  };

export function AdminSelectField({ label, error, hint, className, options, id: givenId, ...select }: SelectProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

/** A message about the whole form (role="alert" so it is read out when it appears). */
export function FormMessage({ message }: { message?: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

export const primaryButtonClass =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-md bg-ocean-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-ocean-800 disabled:cursor-not-allowed disabled:opacity-60";
export const secondaryButtonClass =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60";
export const dangerButtonClass =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-md border border-red-300 bg-white px-4 text-sm font-semibold text-red-700 shadow-sm hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60";

/** A submit button that says it is working while its form's intent is being posted. */
export function SubmitButton({
  children,
  busyLabel,
  intent,
  className = primaryButtonClass,
  ariaLabel,
}: {
  children: React.ReactNode;
  busyLabel: string;
  intent?: string;
  className?: string;
  /** A fuller name than the text shown, starting with it (one of several "Done" buttons says which). */
  ariaLabel?: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && (intent === undefined || navigation.formData?.get("intent") === intent);
  return (
    <button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      className={className}
      disabled={busy}
      aria-label={ariaLabel}
    >
      {busy ? busyLabel : children}
    </button>
  );
}

/**
 * Client-side validation with the action's own schema. Returns the errors to
 * show (the browser's while it refuses a post, the server's otherwise) and
 * an onSubmit handler for <Form>.
 */
export function useSchemaForm(schema: z.ZodType, serverErrors?: Record<string, string> | null) {
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  if (serverErrors !== lastServerErrors) {
    // A new answer from the server replaces what the browser found.
    setLastServerErrors(serverErrors);
    setClientErrors(null);
  }
  useEffect(() => {
    // The server's answer (after a post, or a page posted before the scripts ran)
    // takes the visitor to its first complaint, as the browser's own check does.
    const first = serverErrors ? Object.keys(serverErrors)[0] : undefined;
    if (!first) return;
    document.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"][aria-invalid="true"]`)?.focus();
  }, [serverErrors]);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const values = Object.fromEntries(
      [...new FormData(form).entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const result = schema.safeParse(values);
    if (result.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const errors = firstMessagePerField(result.error.issues);
    setClientErrors(errors);
    const first = Object.keys(errors)[0];
    const field = first ? form.elements.namedItem(first) : null;
    if (field instanceof HTMLElement) field.focus();
  }
  return { errors: clientErrors ?? serverErrors ?? {}, onSubmit };
}
