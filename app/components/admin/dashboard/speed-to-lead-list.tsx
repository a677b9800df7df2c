import { Link } from "react-router";

export interface SpeedShare {
  /** "40%" */
  percent: string;
  /** "2 of 5" */
  count: string;
}

export interface SpeedToLeadRowView {
  key: string;
  label: string;
  /** The lead list of this rep or office, when the staff member may open it. */
  href: string | null;
  leads: number;
  contacted: number;
  /** "3 min", "1 h 20 min"; "—" when no lead of the row was contacted. */
  median: string;
  withinFast: SpeedShare;
  withinHour: SpeedShare;
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900 tabular-nums">
        {value}
        {detail && <span className="block text-xs font-normal text-slate-600">{detail}</span>}
      </dd>
    </div>
  );
}

/**
 * Speed to lead per rep or per office: the median office-time wait and the shares contacted within 5 minutes and
 * 1 hour. A list of small blocks rather than a table: a phone shows each row whole, names included.
 */
export function SpeedToLeadList({ label, rows }: { label: string; rows: readonly SpeedToLeadRowView[] }) {
  if (rows.length === 0) return <p className="py-2 text-sm text-slate-600">No leads in this period.</p>;
  return (
    <ul aria-label={label} className="-my-1 divide-y divide-slate-100">
      {rows.map((row) => (
        <li key={row.key} className="py-2.5">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            {row.href ? (
              <Link to={row.href} className="font-semibold text-ocean-800 underline-offset-2 hover:underline">
                {row.label}
              </Link>
            ) : (
              <span className="font-semibold text-slate-900">{row.label}</span>
            )}
            <span className="text-xs text-slate-600">
              {row.contacted} of {row.leads} contacted
            </span>
          </p>
          <dl className="mt-1 grid grid-cols-3 gap-2 text-sm">
            <Figure label="Median wait" value={row.median} />
            <Figure label="Within 5 min" value={row.withinFast.percent} detail={row.withinFast.count} />
            <Figure label="Within 1 hour" value={row.withinHour.percent} detail={row.withinHour.count} />
          </dl>
        </li>
      ))}
    </ul>
  );
}
