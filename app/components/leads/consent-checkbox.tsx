import { useId } from "react";
import { useCompany } from "~/components/company-context";
import { fill } from "~/lib/i18n/translate";
import { useTexts } from "~/lib/i18n/texts";
import { FieldError } from "./form-fields";

type ConsentCheckboxProps = {
  error?: string | undefined;
  ref?: React.Ref<HTMLInputElement>;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "className">;

/**
 * Consent to be contacted: by email, SMS or phone, can
 * unsubscribe at any time, from the toll-free number and the local branch.
 * The branch is not named: the server chooses it from the ZIP code and the
 * phone number once the request is sent (lead-office-routing.ts), so any
 * office named here could be the wrong one.
 */
export function ConsentCheckbox({ error, ...input }: ConsentCheckboxProps) {
  const company = useCompany();
  const id = useId();
  const t = useTexts("leadFields");
  const errorId = `${id}-error`;
  return (
    <div>
      <div
        className={`flex items-start gap-3 rounded-xl border p-4 ${error ? "border-red-600 bg-red-50" : "border-slate-200 bg-sand-50"}`}
      >
        <input
          id={id}
          type="checkbox"
          name="consentToContact"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-5 shrink-0 scroll-mt-40 accent-ocean-700"
          {...input}
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-slate-700">
          {fill(t.consent, { company: company.name, phone: company.tollFreePhone })}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
