import { CircleAlert } from "lucide-react";
import { useId } from "react";
import { Form } from "react-router";
import { FormMessage, SubmitButton, useSchemaForm } from "~/components/admin/admin-form";
import { leadSectionHash } from "~/lib/leads/lead-page-sections";
import type { LeadActionFailure } from "~/lib/leads/lead-desk-views";
import type { ProjectMessageView } from "~/lib/projects/project-desk-views";
import { PROJECT_MESSAGE_MAX, projectMessageSchema } from "~/lib/schemas/project-message";

const schema = projectMessageSchema();

/** The thread between the homeowner and the office, oldest first as a conversation reads, and the reply form. */
export function LeadProjectMessages({
  messages,
  failure,
}: {
  messages: readonly ProjectMessageView[];
  failure?: LeadActionFailure | undefined;
}) {
  const form = useSchemaForm(schema, failure?.errors);
  const id = useId();
  const error = form.errors.body;
  return (
    <>
      {messages.length === 0 ? (
        <p className="mb-4 text-sm text-slate-600">No messages yet.</p>
      ) : (
        <ol className="mb-4 flex flex-col gap-3" aria-label="Messages">
          {messages.map((message) => (
            <li
              key={message.id}
              className={`rounded-md border px-3 py-2 ${message.fromHomeowner ? "border-ocean-200 bg-ocean-50" : "border-slate-200 bg-slate-50"}`}
            >
              <p className="text-xs text-slate-700">
                <span className="font-semibold text-slate-900">{message.from}</span> ·{" "}
                <time dateTime={message.atIso}>{message.at}</time>
              </p>
              <p className="mt-1 text-sm whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      <Form
        method="post"
        action={leadSectionHash("project-message")}
        preventScrollReset
        noValidate
        onSubmit={form.onSubmit}
        className="flex flex-col gap-2"
      >
        <FormMessage message={failure?.message} />
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          Answer the homeowner
        </label>
        <textarea
          id={id}
          name="body"
          rows={3}
          maxLength={PROJECT_MESSAGE_MAX}
          required
          defaultValue={failure?.values?.body}
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
          <SubmitButton intent="project-message" busyLabel="Sending...">
            Send to the homeowner
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}
