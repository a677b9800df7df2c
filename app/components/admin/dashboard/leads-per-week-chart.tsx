import { Suspense, lazy, useSyncExternalStore } from "react";
import { type WeekCount, formatCount } from "~/lib/lead-stats";

// recharts measures its container, which the server cannot: the chart is
// drawn in the browser only, into a box of the same fixed height that the
// server renders, so nothing shifts. Loaded on demand, it stays out of the
// bundles of every other page. The numbers themselves are always in the HTML
// (summary sentence and table), with or without JavaScript.
const LeadsPerWeekBars = lazy(() => import("./leads-per-week-bars"));

const subscribe = () => () => {};
/** false on the server and during hydration, true once the page runs in the browser. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

export function LeadsPerWeekChart({ weeks }: { weeks: readonly WeekCount[] }) {
  const inBrowser = useInBrowser();
  return (
    <>
      <div aria-hidden="true" className="h-64 w-full xl:h-80" data-testid="leads-per-week-chart">
        {inBrowser && (
          <Suspense fallback={null}>
            <LeadsPerWeekBars weeks={weeks} />
          </Suspense>
        )}
      </div>
      <details className="mt-3 text-sm">
        <summary className="inline-flex min-h-9 cursor-pointer items-center rounded-sm font-semibold text-ocean-800 hover:underline">
          Weekly numbers as a table
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[16rem] text-left text-sm">
            <caption className="sr-only">Leads per week, oldest week first</caption>
            <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="py-1.5 pr-4">
                  Week of
                </th>
                <th scope="col" className="py-1.5 text-right">
                  Leads
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {weeks.map((week) => (
                <tr key={week.week}>
                  <th scope="row" className="py-1.5 pr-4 font-normal">
                    <time dateTime={week.week}>{week.label}</time>
                  </th>
                  <td className="py-1.5 text-right font-semibold tabular-nums">{formatCount(week.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
