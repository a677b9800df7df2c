/** "Stale · 5 d idle": a lead in an open stage that nobody has worked for longer than its stage's limit. */
export function StaleTag({ idle, idleWords }: { idle: string; idleWords: string }) {
  return (
    <span
      title={`No activity for ${idleWords}, longer than its stage's limit`}
      className="inline-flex items-center rounded bg-rose-50 px-1.5 py-0.5 text-[11px] font-semibold whitespace-nowrap text-rose-900 ring-1 ring-rose-300 ring-inset"
    >
      Stale ·<span aria-hidden="true">&nbsp;{idle} idle</span>
      <span className="sr-only"> idle {idleWords}</span>
    </span>
  );
}
