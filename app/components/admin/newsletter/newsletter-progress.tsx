import { StatusPill } from "~/components/admin/content/status-pill";
import type { NewsletterProgress } from "~/lib/newsletter/newsletter-sending";

const STATUS = {
  draft: { tone: "slate", label: "Draft" },
  sending: { tone: "amber", label: "Sending" },
  sent: { tone: "green", label: "Sent" },
} as const;

export function NewsletterStatusPill({ status }: { status: string }) {
  const { tone, label } = STATUS[status as keyof typeof STATUS] ?? STATUS.draft;
  return <StatusPill tone={tone}>{label}</StatusPill>;
}

/** "120 sent, 10 pending": the counts of a send, each with its word (never a bare number). */
export function newsletterProgressSummary(progress: NewsletterProgress): string {
  const parts = [`${progress.sent} sent`];
  if (progress.pending) parts.push(`${progress.pending} pending`);
  if (progress.failed) parts.push(`${progress.failed} failed`);
  if (progress.uncertain) parts.push(`${progress.uncertain} uncertain`);
  return `${parts.join(", ")} of ${progress.total}`;
}

const ROWS = [
  { key: "sent", label: "Sent", hint: "Taken by the mail server." },
  { key: "pending", label: "Pending", hint: "Waiting for their batch." },
  { key: "failed", label: "Failed", hint: "The address's mail server refused the message." },
  {
    key: "uncertain",
    label: "Uncertain",
    hint: "The send stopped while the message was on its way: it may have arrived. Never sent again.",
  },
] as const;

export function NewsletterProgressList({ progress }: { progress: NewsletterProgress }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {ROWS.map((row) => (
        <div key={row.key} className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
          <dt className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{row.label}</dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums">{progress[row.key]}</dd>
          <dd className="text-xs text-slate-600">{row.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
