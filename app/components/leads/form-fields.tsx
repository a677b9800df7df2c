import { useId } from "react";
import { useTexts } from "~/lib/i18n/texts";
import { useTextareaKeptThroughHydration } from "./keep-typed-text";

/** scroll-mt: a field the page scrolls to (focused with its message) shows with its label below the sticky header. */
export const inputClass =
  "mt-1.5 block scroll-mt-40 w-full rounded-xl border bg-white px-4 py-3 text-base text-ocean-950 shadow-sm placeholder:text-slate-500 focus:ring-2 focus:outline-none aria-invalid:border-red-600 aria-invalid:focus:ring-red-200 border-slate-300 focus:border-ocean-600 focus:ring-ocean-200";

interface FieldProps {
  label: string;
  error?: string | undefined;
  /** Shown as "(optional)" after the label. */
  optional?: boolean;
  /** Marked required for assistive technology; the server and the form's own checks enforce it. */
  required?: boolean;
  className?: string;
}

function useFieldIds() {
  const id = useId();
  return { id, errorId: `${id}-error` };
}

function Label({ htmlFor, label, optional, required }: { htmlFor: string } & Omit<FieldProps, "error">) {
  const t = useTexts("leadFields");
  return (
    <label htmlFor={htmlFor} className="text-sm font-semibold text-ocean-950">
      {label}
      {required && (
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      )}
      {optional && <span className="font-normal text-slate-600"> {t.optional}</span>}
    </label>
  );
}

/**
 * A field's message, shown as given: in the page's language. The server's answers are in it already, and a form that
 * checks in the browser puts its rules' messages in it where it checks (inPageLanguage), so a form the server alone
 * checks carries no message table.
 */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p
      id={id}
      className="icon-before icon-CircleExclamationPoint mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700 before:mt-0.5 before:size-4"
    >
      {error}
    </p>
  );
}

type InputProps = FieldProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, "className" | "required">;

/** A labelled input with its message underneath (aria-invalid and aria-describedby when wrong). */
export function TextField({ label, error, optional, required, className, ...input }: InputProps) {
  const { id, errorId } = useFieldIds();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} optional={optional} required={required} />
      <input
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
        {...input}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

type TextAreaProps = FieldProps & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "className" | "required">;

/** A labelled textarea, uncontrolled (defaultValue): text typed before hydration is kept. */
export function TextAreaField({ label, error, optional, required, className, ...textarea }: TextAreaProps) {
  const { id, errorId } = useFieldIds();
  const ref = useTextareaKeptThroughHydration(id);
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} optional={optional} required={required} />
      <textarea
        ref={ref}
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
        {...textarea}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

type SelectProps = FieldProps &
  Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "className" | "required"> & {
    options: readonly string[];
    placeholder: string;
    /** What each option shows, when it differs from the value sent (a Spanish page's names of the choices). */
    optionLabels?: Readonly<Record<string, string>>;
  };

/** A native select: works without JavaScript and with every screen reader. */
export function SelectField({
  label,
  error,
  optional,
  required,
  className,
  options,
  placeholder,
  optionLabels,
  ...select
}: SelectProps) {
  const { id, errorId } = useFieldIds();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} optional={optional} required={required} />
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${inputClass} appearance-auto`}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabels?.[option] ?? option}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
