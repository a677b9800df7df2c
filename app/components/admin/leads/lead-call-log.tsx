import { CircleAlert, PhoneCall, PhoneMissed, Voicemail } from "lucide-react";
import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { FormMessage } from "~/components/admin/admin-form";
import {
  LEAD_CALL_NOTE_MAX,
  LEAD_CALL_OUTCOMES,
  LEAD_CALL_OUTCOME_LABELS,
  type LeadCallOutcome,
} from "~/lib/leads/lead-calls";
import { leadSectionHash } from "~/lib/leads/lead-page-sections";
import type { LeadActionFailure } from "~/lib/leads/lead-desk-views";

const ICONS: Record<LeadCallOutcome, typeof PhoneCall> = {
  reached: PhoneCall,
  "no-answer": PhoneMissed,
  voicemail: Voicemail,
};

/**
 * "Log a call": an optional note, then one tap on what the call came to. Each outcome is a submit button of a plain
 * form, so it works before scripts run; the server checks it with LeadCallSchema.
 */
export function LeadCallLog({
  failure,
  callCount,
}: {
  failure?: LeadActionFailure | undefined;
  /** Calls logged so far: a new one empties the note, while a refused one keeps what was typed. */
  callCount: number;
}) {
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "call";
  const noteError = failure?.errors.note;
  const outcomeError = failure?.errors.outcome;
  return (
    <Form
      method="post"
      action={leadSectionHash("call")}
      preventScrollReset
      key={callCount}
      className="flex flex-col gap-2"
    >
      <input type="hidden" name="intent" value="call" />
      <FormMessage message={failure?.message} />
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        Note <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <textarea
        id={id}
        name="note"
        rows={2}
        maxLength={LEAD_CALL_NOTE_MAX}
        defaultValue={failure?.values?.note}
        placeholder="Wants a quote for a 14 ft pool; call back after 5 PM"
        aria-invalid={noteError ? true : undefined}
        aria-describedby={noteError ? `${id}-error` : undefined}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-ocean-600 focus:ring-2 focus:ring-ocean-200 focus:outline-none aria-invalid:border-red-600"
      />
      {noteError && (
        <p id={`${id}-error`} className="flex items-start gap-1 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {noteError}
        </p>
      )}
      <p id={`${id}-outcome`} className="text-sm font-semibold text-slate-800">
        How did the call go?
      </p>
      {outcomeError && (
        <p className="flex items-start gap-1 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {outcomeError}
        </p>
      )}
      <div role="group" aria-labelledby={`${id}-outcome`} className="grid grid-cols-3 gap-2">
        {LEAD_CALL_OUTCOMES.map((outcome) => {
          const Icon = ICONS[outcome];
          return (
            <button
              key={outcome}
              type="submit"
              name="outcome"
              value={outcome}
              disabled={busy}
              className="flex min-h-11 flex-col items-center justify-center gap-0.5 rounded-md border border-slate-300 bg-white px-1 py-1.5 text-xs font-semibold text-slate-900 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              <Icon aria-hidden="true" className="size-5 text-ocean-800" />
              {LEAD_CALL_OUTCOME_LABELS[outcome]}
            </button>
          );
        })}
      </div>
    </Form>
  );
}
