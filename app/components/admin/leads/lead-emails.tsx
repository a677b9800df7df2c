import { CircleAlert, CircleCheck, Clock } from "lucide-react";
import type { LeadEmailView } from "~/lib/leads/lead-desk-views";

const TONES = {
  ok: { icon: CircleCheck, className: "text-emerald-700" },
  waiting: { icon: Clock, className: "text-amber-700" },
  failed: { icon: CircleAlert, className: "text-red-700" },
} as const;

/** The e-mails the lead caused (the outbox jobs): what, and whether it went out. */
export function LeadEmails({ emails }: { emails: readonly LeadEmailView[] }) {
  if (emails.length === 0) return <p className="text-sm text-slate-600">No e-mails were sent for this lead.</p>;
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {emails.map((email) => {
        const { icon: Icon, className } = TONES[email.tone];
        return (
          <li key={email.id} className="flex items-start gap-2 py-2 first:pt-0 last:pb-0">
            <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${className}`} />
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{email.what}</p>
              <p className="text-xs text-slate-700">
                {email.state}
                {email.detail && <span className="[overflow-wrap:anywhere]"> · {email.detail}</span>}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
