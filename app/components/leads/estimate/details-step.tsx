import { BUDGET_RANGES, POOL_TYPES, TIMEFRAMES } from "~/lib/schemas/lead-values";
import { useTexts } from "~/lib/i18n/texts";
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
  const { fields, choices } = useTexts("estimate");
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <SelectField
        label={fields.poolType}
        options={POOL_TYPES}
        optionLabels={choices}
        placeholder={fields.poolTypePlaceholder}
        {...bind("poolType")}
      />
      <SelectField
        label={fields.budgetRange}
        options={BUDGET_RANGES}
        placeholder={fields.budgetPlaceholder}
        {...bind("budgetRange")}
      />
      <SelectField
        label={fields.timeline}
        options={TIMEFRAMES}
        optionLabels={choices}
        placeholder={fields.timelinePlaceholder}
        {...bind("timeframe")}
      />
      <TextAreaField
        label={fields.message}
        optional
        rows={5}
        maxLength={5000}
        placeholder={fields.messagePlaceholder}
        className="sm:col-span-3"
        {...bind("message")}
      />
    </div>
  );
}
