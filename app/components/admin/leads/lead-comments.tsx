import { CircleAlert } from "lucide-react";
import { useId } from "react";
import { Form } from "react-router";
import { FormMessage, SubmitButton, useSchemaForm } from "~/components/admin/admin-form";
import { LeadCommentSchema } from "~/lib/schemas/lead-desk";
import { leadSectionHash } from "~/lib/leads/lead-page-sections";
import type { LeadActionFailure, LeadCommentView } from "~/lib/leads/lead-desk-views";

/** Comments on a lead (EstimateComment), newest first, and the form to add one as the signed-in staff member. */
export function LeadComments({
  comments,
  failure,
}: {
  comments: readonly LeadCommentView[];
  failure?: LeadActionFailure | undefined;
}) {
  const form = useSchemaForm(LeadCommentSchema, failure?.errors);
  const id = useId();
  const error = form.errors.comment;
  return (
    <>
      <Form
        method="post"
        action={leadSectionHash("comment")}
        preventScrollReset
        noValidate
        onSubmit={form.onSubmit}
        className="flex flex-col gap-2"
      >
        <FormMessage message={failure?.message} />
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          Add a comment
        </label>
        <textarea
          id={id}
          name="comment"
          rows={3}
          maxLength={5000}
          required
          defaultValue={failure?.values?.comment}
          placeholder="Called, left a voicemail; customer prefers texts after 5 PM…"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-ocean-600 focus:ring-2 focus:ring-ocean-200 focus:outline-none aria-invalid:border-red-600"
        />
        {error && (
          <p id={`${id}-error`} className="flex items-start gap-1 text-sm font-medium text-red-700">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {error}
          </p>
        )}
        <div>
          <SubmitButton intent="comment" busyLabel="Adding...">
            Add comment
          </SubmitButton>
        </div>
      </Form>
      {comments.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No comments yet.</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3" aria-label="Comments">
          {comments.map((comment) => (
            <li key={comment.id} className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
              <p className="text-xs text-slate-600">
                <span className="font-semibold text-slate-900">{comment.author}</span> ·{" "}
                <time dateTime={comment.atIso}>{comment.at}</time>
              </p>
              <p className="mt-1 text-sm whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
                {comment.comment}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
