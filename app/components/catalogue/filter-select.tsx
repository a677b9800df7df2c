import { useEffect, useId, useRef } from "react";

/**
 * An uncontrolled filter field (the HTML keeps what the visitor does before
 * the scripts run) that follows `value`, the URL's, when it changes. On
 * hydration a choice the visitor already made, which differs from the URL's,
 * is applied through onChange rather than wiped.
 */
export function useFieldValue<E extends HTMLInputElement | HTMLSelectElement>(
  value: string,
  onChange?: (value: string) => void,
) {
  const ref = useRef<E>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const field = ref.current;
    if (!field) return;
    if (shown.current === null) {
      shown.current = value;
      if (field.value !== value) onChange?.(field.value);
    } else if (shown.current !== value) {
      shown.current = value;
      if (field.value !== value) field.value = value;
    }
  }, [value, onChange]);
  return ref;
}

interface FilterSelectProps {
  label: string;
  name: string;
  value: string;
  /** Label of the "no filter" choice, e.g. "All brands". */
  anyLabel: string;
  options: readonly (string | { value: string; label: string })[];
  onChange?: (value: string) => void;
}

/** A labelled select of a GET filter form; its empty choice means no filter. */
export function FilterSelect({ label, name, value, anyLabel, options, onChange }: FilterSelectProps) {
  const id = useId();
  const choices = options.map((option) => (typeof option === "string" ? { value: option, label: option } : option));
  // A value from a shared URL may differ in case, or not be offered at all: show it as chosen either way.
  const match = choices.find((choice) => choice.value.toLowerCase() === value.toLowerCase());
  if (value && !match) choices.push({ value, label: value });
  const selected = match?.value ?? value;
  const ref = useFieldValue<HTMLSelectElement>(selected, onChange);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        name={name}
        defaultValue={selected}
        onChange={(event) => onChange?.(event.target.value)}
        className="mt-1.5 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-ocean-600"
      >
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface SearchFieldProps {
  label: string;
  value: string;
  placeholder?: string;
  onChange?: (value: string) => void;
}

/** The search box of a GET filter form (query key q). */
export function SearchField({ label, value, placeholder, onChange }: SearchFieldProps) {
  const id = useId();
  const ref = useFieldValue<HTMLInputElement>(value, onChange);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="search"
        name="q"
        defaultValue={value}
        maxLength={200}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => onChange?.(event.target.value)}
        className="mt-1.5 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-ocean-600"
      />
    </div>
  );
}
