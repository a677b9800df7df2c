import { useId } from "react";
import { useNearestOffice } from "~/components/nearest-office";
import { useCompany } from "~/components/company-context";
import type { OfficeId } from "~/content/company";
import { FieldError } from "./form-fields";

type ConsentCheckboxProps = {
  error?: string | undefined;
  /** Office named as the local branch until the visitor's nearest is known. */
  fallbackOfficeId?: OfficeId;
  ref?: React.Ref<HTMLInputElement>;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "className">;

/**
 * Consent to be contacted (public-site.md §5): by email, SMS or phone, can
 * unsubscribe at any time, from the toll-free number and the local branch.
 */
export function ConsentCheckbox({ error, fallbackOfficeId, ...input }: ConsentCheckboxProps) {
  const company = useCompany();
  const { office } = useNearestOffice(fallbackOfficeId);
  const id = useId();
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
          className="mt-1 size-5 shrink-0 accent-ocean-700"
          {...input}
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-slate-700">
          I authorize {company.name} to contact me by email, SMS or phone about my request. I can unsubscribe at any
          time. Contact will come from the toll-free number {company.tollFreePhone} and from my local branch number{" "}
          {office.phone} ({office.name}).
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
