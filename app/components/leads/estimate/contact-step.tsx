import { TextField } from "../form-fields";
import { useTexts } from "~/lib/i18n/texts";
import type { ContactField, EstimateErrors, EstimateValues } from "./estimate-values";

interface ContactStepProps {
  /** What the fields start with; they are uncontrolled, so text typed before hydration stays. */
  defaults: EstimateValues;
  errors: EstimateErrors;
  onChange: (field: ContactField, value: string) => void;
  onBlur: (field: ContactField, value: string) => void;
}

/**
 * Leaving a field by pressing Continue: the press checks every field itself, and a message shown on the way out
 * would push the button from under the pointer, so the click would land on nothing.
 */
const leavingForSubmit = (event: React.FocusEvent) =>
  (event.relatedTarget as HTMLButtonElement | null)?.type === "submit";

/** Step 1: who to call back. Name and phone are required; the rest helps. */
export function ContactStep({ defaults, errors, onChange, onBlur }: ContactStepProps) {
  const bind = (field: ContactField) => ({
    name: field,
    defaultValue: defaults[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value),
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
      if (!leavingForSubmit(event)) onBlur(field, event.target.value);
    },
  });
  const { fields } = useTexts("estimate");
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label={fields.firstName} autoComplete="given-name" maxLength={100} required {...bind("firstName")} />
      <TextField label={fields.lastName} autoComplete="family-name" maxLength={100} optional {...bind("lastName")} />
      <TextField
        label={fields.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={40}
        required
        {...bind("phone")}
      />
      <TextField label={fields.email} type="email" autoComplete="email" maxLength={255} optional {...bind("email")} />
      <TextField
        label={fields.address}
        // "street-address" is for a multi-line field (a textarea); HTML does not allow it on an input.
        autoComplete="address-line1"
        maxLength={500}
        optional
        className="sm:col-span-2"
        {...bind("address")}
      />
      <TextField
        label={fields.zip}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        optional
        {...bind("zip")}
      />
    </div>
  );
}
