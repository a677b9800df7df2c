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

const cell = "border-b border-slate-100 px-2 py-2 text-right tabular-nums";

function Share({ share }: { share: SpeedShare }) {
  return (
    <>
      <span className="block font-semibold text-slate-900">{share.percent}</span>
      <span className="block text-xs text-slate-600">{share.count}</span>
    </>
  );
}

/** Speed to lead per rep or per office: median office-time wait, and the shares contacted within 5 minutes and 1 hour. */
export function SpeedToLeadTable({
  caption,
  groupLabel,
  rows,
}: {
  caption: string;
  /** The first column's heading: "Rep" or "Office". */
  groupLabel: string;
  rows: readonly SpeedToLeadRowView[];
}) {
  if (rows.length === 0) return <p className="py-2 text-sm text-slate-600">No leads in this period.</p>;
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <colgroup>
        <col />
        <col className="w-14" />
        <col className="w-20" />
        <col className="w-16" />
        <col className="w-16" />
      </colgroup>
      <thead>
        <tr className="text-xs text-slate-600">
          <th scope="col" className="border-b border-slate-200 px-2 py-1.5 text-left font-semibold">
            {groupLabel}
          </th>
          <th scope="col" className="border-b border-slate-200 px-2 py-1.5 text-right font-semibold">
            Leads
          </th>
          <th scope="col" className="border-b border-slate-200 px-2 py-1.5 text-right font-semibold">
            Median
          </th>
          <th scope="col" className="border-b border-slate-200 px-2 py-1.5 text-right font-semibold">
            <span aria-hidden="true">≤ 5 min</span>
            <span className="sr-only">Contacted within 5 minutes</span>
          </th>
          <th scope="col" className="border-b border-slate-200 px-2 py-1.5 text-right font-semibold">
            <span aria-hidden="true">≤ 1 h</span>
            <span className="sr-only">Contacted within 1 hour</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th
              scope="row"
              className="border-b border-slate-100 px-2 py-2 text-left font-normal [overflow-wrap:anywhere]"
            >
              {row.href ? (
                <Link to={row.href} className="font-semibold text-ocean-800 underline-offset-2 hover:underline">
                  {row.label}
                </Link>
              ) : (
                <span className="font-semibold text-slate-900">{row.label}</span>
              )}
              <span className="block text-xs text-slate-600">{row.contacted} contacted</span>
            </th>
            <td className={cell}>{row.leads}</td>
            <td className={cell}>{row.median}</td>
            <td className={cell}>
              <Share share={row.withinFast} />
            </td>
            <td className={cell}>
              <Share share={row.withinHour} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
