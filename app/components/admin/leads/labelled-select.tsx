import { useId } from "react";
import type { Option } from "~/lib/leads/lead-desk-views";

/**
 * A select of the lead desk's forms with its label above it; its first option ("Any status", "Choose a
 * status") sends an empty value, which the server reads as no choice.
 */
export function LabelledSelect({
  label,
  name,
  placeholder,
  options,
  defaultValue = "",
  className,
}: {
  label: string;
  name: string;
  placeholder: string;
  options: readonly Option[];
  defaultValue?: string;
  className: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-xs font-semibold text-slate-700">
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className={className}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
