import { BUDGET_RANGES, POOL_TYPES, TIMEFRAMES } from "~/lib/schemas/lead-values";
import { SelectField, TextAreaField } from "../form-fields";
import type { EstimateErrors, EstimateValues } from "./estimate-values";

type DetailsField = "poolType" | "budgetRange" | "timeframe" | "message";

interface DetailsStepProps {
  /** What the fields start with; they are uncontrolled, so a choice made before hydration stays. */
  defaults: EstimateValues;
  errors: EstimateErrors;
  onChange: (field: DetailsField, value: string) => void;
}

/** Step 2: the project, with the fixed select options of ~/lib/schemas/lead-form-rules. All optional. */
export function DetailsStep({ defaults, errors, onChange }: DetailsStepProps) {
  const bind = (field: DetailsField) => ({
    name: field,
    defaultValue: defaults[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLSelectElement | HTMLTextAreaElement>) =>
      onChange(field, event.target.value),
  });
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <SelectField label="Pool type" options={POOL_TYPES} placeholder="Select a pool type" {...bind("poolType")} />
      <SelectField
        label="Budget range"
        options={BUDGET_RANGES}
        placeholder="Select a budget range"
        {...bind("budgetRange")}
      />
      <SelectField label="Timeline" options={TIMEFRAMES} placeholder="Select a timeline" {...bind("timeframe")} />
      <TextAreaField
        label="Tell us about your project"
        optional
        rows={5}
        maxLength={5000}
        placeholder="Yard size, features you want (tanning ledge, spa, lighting), questions..."
        className="sm:col-span-3"
        {...bind("message")}
      />
    </div>
  );
}
