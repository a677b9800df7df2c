import { Link } from "react-router";
import { formatCount, percentOf } from "~/lib/leads/lead-stats";

export interface BreakdownRow {
  key: string;
  label: string;
  count: number;
  /** The lead list filtered to this row, when the staff member may open it. */
  href?: string | null;
}

/** Rows shown before "Show n more" (a disclosure that works without JavaScript). */
const VISIBLE_ROWS = 8;

function Row({
  row,
  total,
  renderLabel,
}: {
  row: BreakdownRow;
  total: number;
  renderLabel?: ((row: BreakdownRow) => React.ReactNode) | undefined;
}) {
  const share = percentOf(row.count, total);
  const label = renderLabel ? renderLabel(row) : <span className="truncate">{row.label}</span>;
  return (
    <li className="py-2">
      <div className="flex items-center justify-between gap-3 text-sm">
        {row.href ? (
          <Link
            to={row.href}
            className="flex min-w-0 items-center rounded-sm text-ocean-800 underline-offset-2 hover:underline"
          >
            {label}
          </Link>
        ) : (
          <span className="flex min-w-0 items-center">{label}</span>
        )}
        <span className="shrink-0 text-slate-900 tabular-nums">
          <span className="font-semibold">{formatCount(row.count)}</span>
          <span className="ml-1.5 inline-block w-10 text-right text-xs text-slate-600">{share}%</span>
        </span>
      </div>
      <div aria-hidden="true" className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-100">
        <div className="h-full rounded-full bg-ocean-600" style={{ width: `${share}%` }} />
      </div>
    </li>
  );
}

/**
 * Counts with a share bar each. Every row is text (label, count, percent);
 * the bar only repeats the percent for the eye.
 */
export function BreakdownList({
  rows,
  label,
  empty,
  renderLabel,
}: {
  rows: readonly BreakdownRow[];
  /** Names the list for screen readers. */
  label: string;
  empty?: string;
  renderLabel?: (row: BreakdownRow) => React.ReactNode;
}) {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  if (rows.length === 0) return <p className="py-2 text-sm text-slate-600">{empty ?? "No leads in this period."}</p>;
  const visible = rows.slice(0, VISIBLE_ROWS);
  const more = rows.slice(VISIBLE_ROWS);
  return (
    <>
      <ul aria-label={label} className="divide-y divide-slate-100">
        {visible.map((row) => (
          <Row key={row.key} row={row} total={total} renderLabel={renderLabel} />
        ))}
      </ul>
      {more.length > 0 && (
        <details className="group mt-1">
          <summary className="inline-flex min-h-9 cursor-pointer items-center rounded-sm text-sm font-semibold text-ocean-800 hover:underline">
            <span className="group-open:hidden">Show {more.length} more</span>
            <span className="hidden group-open:inline">Show fewer</span>
          </summary>
          <ul aria-label={`${label} (more)`} className="divide-y divide-slate-100">
            {more.map((row) => (
              <Row key={row.key} row={row} total={total} renderLabel={renderLabel} />
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
