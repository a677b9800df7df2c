import { Ban, UserCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { FormMessage, SubmitButton, secondaryButtonClass } from "~/components/admin/admin-form";
import { LEAD_LOST_REASON_OPTIONS } from "~/lib/leads/lead-outcome";
import { LEAD_STATUS_OPTIONS } from "~/lib/leads/lead-status";
import type { LeadBulkChoices } from "~/lib/schemas/lead-desk";
import { LabelledSelect } from "./labelled-select";
import { BULK_FORM_ID } from "./lead-table";
import type { Option } from "~/lib/leads/lead-desk-views";

/** Won is marked on each lead's page (its own contract value and date); the server refuses it in bulk too. */
const BULK_STATUS_OPTIONS = LEAD_STATUS_OPTIONS.filter((option) => option.value !== "won");

const selectClass =
  "block min-h-9 w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 shadow-sm focus:border-ocean-600 focus:ring-2 focus:ring-ocean-200 focus:outline-none sm:w-auto";

/** How many rows of the page are checked (the checkboxes belong to the bulk form through their form attribute). */
function useSelectedCount(checkedAtFirst: number): number {
  const [selected, setSelected] = useState(checkedAtFirst);
  useEffect(() => {
    const form = document.getElementById(BULK_FORM_ID) as HTMLFormElement | null;
    if (!form) return;
    const update = () => setSelected(new FormData(form).getAll("ids").length);
    update();
    // Checkboxes outside the form element still fire change on the document.
    document.addEventListener("change", update);
    return () => document.removeEventListener("change", update);
  }, []);
  return selected;
}

/**
 * The bulk actions of the all-leads page: check rows, then assign them,
 * change their status or mark them as spam. A plain form post (works without
 * JavaScript); the server checks the permission and every value again. "Lost"
 * takes the reason chosen beside it for every selected lead; the reason select
 * is always shown (no script needed to reveal it) and ignored for other statuses.
 */
export function LeadBulkBar({
  repOptions,
  error,
  choices,
}: {
  repOptions: readonly Option[];
  error?: string | undefined;
  /** A refused action's choices, shown again. */
  choices?: LeadBulkChoices | undefined;
}) {
  const selected = useSelectedCount(choices?.ids.length ?? 0);
  return (
    <Form
      id={BULK_FORM_ID}
      method="post"
      aria-label="Bulk actions"
      className="mb-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
    >
      <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-end">
        <p className="text-sm font-semibold text-slate-800 lg:mr-2 lg:self-center" aria-live="polite">
          {selected === 0 ? "Select leads to act on them" : `${selected} selected`}
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <LabelledSelect
            className={selectClass}
            label="Assign to"
            name="salesRepId"
            defaultValue={choices?.salesRepId}
            placeholder="Choose a staff member"
            options={[{ value: "none", label: "Nobody (unassign)" }, ...repOptions]}
          />
          <SubmitButton intent="bulk-assign" busyLabel="Assigning..." className={secondaryButtonClass}>
            <UserCheck aria-hidden="true" className="size-4" />
            Assign
          </SubmitButton>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <LabelledSelect
            className={selectClass}
            label="New status"
            name="status"
            defaultValue={choices?.status}
            placeholder="Choose a status"
            options={BULK_STATUS_OPTIONS}
          />
          <LabelledSelect
            className={selectClass}
            label="Reason (for Lost)"
            name="lostReason"
            defaultValue={choices?.lostReason}
            placeholder="Choose a reason"
            options={LEAD_LOST_REASON_OPTIONS}
          />
          <SubmitButton intent="bulk-status" busyLabel="Changing..." className={secondaryButtonClass}>
            Change status
          </SubmitButton>
        </div>
        <SubmitButton
          intent="bulk-spam"
          busyLabel="Marking..."
          className="inline-flex min-h-10 items-center justify-center gap-2 rounded-md border border-red-300 bg-white px-4 text-sm font-semibold text-red-800 shadow-sm hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <Ban aria-hidden="true" className="size-4" />
          Mark as spam
        </SubmitButton>
      </div>
      {error && (
        <div className="mt-3">
          <FormMessage message={error} />
        </div>
      )}
    </Form>
  );
}
