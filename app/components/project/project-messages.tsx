import { useCompany } from "~/components/company-context";
import { SpriteIcon } from "~/components/sprite-icon";
import type { HomeownerMessage } from "~/lib/projects/homeowner-page";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";

/** A refused message: why, and what was typed, so nothing is lost. */
export interface MessageRefusal {
  error: string;
  body: string;
}

/** The thread with the office, oldest first, and the form to write to it (plain text, shown as text). */
export function ProjectMessages({
  messages,
  action,
  refusal,
  sent,
  maxLength,
}: {
  messages: HomeownerMessage[];
  action: string;
  refusal?: MessageRefusal;
  sent: boolean;
  maxLength: number;
}) {
  const t = useTexts("project").messages;
  const company = useCompany();
  return (
    <section id="messages" aria-labelledby="messages-heading" className="mt-10">
      <h2 id="messages-heading" className="flex items-center gap-2 text-2xl font-bold text-ocean-950">
        <SpriteIcon icon="MessageCircle" className="size-6 text-ocean-700" />
        {t.heading}
      </h2>
      <p className="mt-2 text-slate-700">{t.intro}</p>
      {messages.length === 0 ? (
        <p className="mt-4 text-slate-600">{t.none}</p>
      ) : (
        <ol className="mt-5 space-y-3">
          {messages.map((message) => (
            <li key={message.id} className={`flex ${message.mine ? "justify-end" : "justify-start"}`}>
              <div
                className={`max-w-[85%] rounded-2xl px-4 py-3 ${message.mine ? "rounded-br-sm bg-ocean-700 text-white" : "rounded-bl-sm border border-slate-200 bg-sand-50 text-slate-900"}`}
              >
                <p className={`text-xs font-semibold ${message.mine ? "text-ocean-100" : "text-slate-600"}`}>
                  {message.mine ? t.you : fill(t.office, { company: company.name })} · {message.when}
                </p>
                <p className="mt-1 break-words whitespace-pre-line">{message.body}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {sent && (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 p-3 font-medium text-emerald-900">
          {t.sent}
        </p>
      )}
      <form key={messages.length} method="post" action={action} className="mt-5">
        <input type="hidden" name="intent" value="message" />
        <label htmlFor="project-message" className="block font-semibold text-ocean-950">
          {t.label}
        </label>
        <textarea
          id="project-message"
          name="body"
          rows={4}
          required
          maxLength={maxLength}
          defaultValue={refusal?.body}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? "project-message-error" : undefined}
          className="mt-2 block w-full rounded-xl border border-slate-300 p-3 text-base"
        />
        {refusal && (
          <p id="project-message-error" role="alert" className="mt-2 text-sm font-medium text-red-800">
            {refusal.error}
          </p>
        )}
        <button type="submit" className="btn-ocean mt-3">
          <SpriteIcon icon="Send" className="size-4" />
          {t.send}
        </button>
      </form>
    </section>
  );
}
