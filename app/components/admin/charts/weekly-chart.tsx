import { Suspense, lazy, useId } from "react";
import { useHydrated } from "~/components/leads/use-hydrated";
import { formatCount } from "~/lib/leads/lead-stats";
import type { WeeklyRow, WeeklySeries } from "./weekly-series";

// Counts per week as bars: the staff dashboard's leads and the source report's leads and won leads.
// recharts measures its container, which the server cannot: the bars are drawn in the browser only, into a box of
// the same fixed height that the server renders, so nothing shifts. Loaded on demand, recharts stays out of the
// bundles of every other page. The numbers themselves are always in the HTML (the table, and the description when
// there is one), with or without JavaScript.
const WeeklyBars = lazy(() => import("./weekly-bars"));

/** The bars' colours: the site's ocean-700 and emerald-700, which keep 3:1 against white. */
export const BAR_COLOURS = { leads: "#0675ad", won: "#047857" } as const;

export function WeeklyChart<K extends string>({
  title,
  description,
  weeks,
  series,
}: {
  /** The chart's accessible name, e.g. "Leads per week". */
  title: string;
  /** One sentence on what the bars show, for screen readers (when the page does not say it already). */
  description?: string | undefined;
  weeks: readonly WeeklyRow<K>[];
  series: readonly WeeklySeries<K>[];
}) {
  const inBrowser = useHydrated();
  const descriptionId = useId();
  return (
    <figure>
      <div
        role="img"
        aria-label={title}
        aria-describedby={description ? descriptionId : undefined}
        className="h-64 w-full xl:h-80"
      >
        {inBrowser && (
          <Suspense fallback={null}>
            <WeeklyBars weeks={weeks} series={series} />
          </Suspense>
        )}
      </div>
      {description && (
        <p id={descriptionId} className="sr-only">
          {description}
        </p>
      )}
      {series.length > 1 && (
        <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
          {series.map((one) => (
            <span key={one.key} className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ background: one.colour }} />
              {one.legend}
            </span>
          ))}
        </figcaption>
      )}
      <details className="mt-3 text-sm">
        <summary className="inline-flex min-h-9 cursor-pointer items-center rounded-sm font-semibold text-ocean-800 hover:underline">
          Weekly numbers as a table
        </summary>
        <div className="relative mt-2 overflow-x-auto">
          <table className="w-full min-w-[16rem] text-left text-sm">
            <caption className="sr-only">{`${title}, oldest week first`}</caption>
            <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="py-1.5 pr-4">
                  Week of
                </th>
                {series.map((one) => (
                  <th key={one.key} scope="col" className="py-1.5 pr-4 text-right last:pr-0">
                    {one.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {weeks.map((week) => (
                <tr key={week.week}>
                  <th scope="row" className="py-1.5 pr-4 font-normal">
                    <time dateTime={week.week}>{week.label}</time>
                  </th>
                  {series.map((one) => (
                    <td key={one.key} className="py-1.5 pr-4 text-right tabular-nums last:pr-0">
                      {formatCount(week[one.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
