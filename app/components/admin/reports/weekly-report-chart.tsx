import { useId } from "react";
import { type ReportWeek, describeReportWeeks, formatReportCount } from "~/lib/source-report";

// Leads and won leads per week as bars drawn on the server: plain SVG, so it
// is in the first paint and needs no script or chart library. Screen readers
// get one sentence (the image's description) and the numbers as a table.

const WIDTH = 960;
const HEIGHT = 260;
const PAD = { top: 12, right: 8, bottom: 28, left: 44 };
const LEADS_COLOUR = "#0675ad"; // ocean-700
const WON_COLOUR = "#047857"; // emerald-700

/** A round step for the value axis: 1, 2 or 5 times a power of ten. */
function niceStep(max: number, ticks: number): number {
  const raw = Math.max(1, max) / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  return Math.max(1, step);
}

export function WeeklyReportChart({ weeks }: { weeks: readonly ReportWeek[] }) {
  const id = useId();
  const max = Math.max(0, ...weeks.map((w) => Math.max(w.leads, w.won)));
  const step = niceStep(max, 4);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, weeks.length);
  const bar = Math.max(1, Math.min(22, (slot - 4) / 2));
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  // About ten week labels whatever the range: every nth week.
  const labelEvery = Math.max(1, Math.ceil(weeks.length / 10));
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  return (
    <figure>
      {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it too. */}
      <div
        className="overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-ocean-600"
        tabIndex={0}
        role="region"
        aria-label="Weekly chart"
      >
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="block h-auto w-full min-w-[40rem]"
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          data-testid="weekly-report-chart"
        >
          <title id={`${id}-title`}>Leads and won leads per week</title>
          <desc id={`${id}-desc`}>{describeReportWeeks(weeks)}</desc>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
              <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="12" fill="#475569">
                {formatReportCount(tick)}
              </text>
            </g>
          ))}
          {weeks.map((week, i) => {
            const x = PAD.left + i * slot + (slot - 2 * bar) / 2;
            return (
              <g key={week.week}>
                <rect x={x} y={y(week.leads)} width={bar} height={y(0) - y(week.leads)} fill={LEADS_COLOUR}>
                  <title>{`Week of ${week.label}: ${formatReportCount(week.leads)} leads`}</title>
                </rect>
                <rect x={x + bar} y={y(week.won)} width={bar} height={y(0) - y(week.won)} fill={WON_COLOUR}>
                  <title>{`Week of ${week.label}: ${formatReportCount(week.won)} won`}</title>
                </rect>
                {i % labelEvery === 0 && (
                  <text
                    x={PAD.left + i * slot + slot / 2}
                    y={HEIGHT - 8}
                    textAnchor="middle"
                    fontSize="12"
                    fill="#475569"
                  >
                    {week.label}
                  </text>
                )}
              </g>
            );
          })}
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} stroke="#94a3b8" />
        </svg>
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ background: LEADS_COLOUR }} />
          Leads (by the week they came in)
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ background: WON_COLOUR }} />
          Won (by the week the contract was signed)
        </span>
      </figcaption>
      <details className="mt-3 text-sm">
        <summary className="inline-flex min-h-9 cursor-pointer items-center rounded-sm font-semibold text-ocean-800 hover:underline">
          Weekly numbers as a table
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[18rem] text-left text-sm">
            <caption className="sr-only">Leads and won leads per week, oldest week first</caption>
            <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="py-1.5 pr-4">
                  Week of
                </th>
                <th scope="col" className="py-1.5 pr-4 text-right">
                  Leads
                </th>
                <th scope="col" className="py-1.5 text-right">
                  Won
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {weeks.map((week) => (
                <tr key={week.week}>
                  <th scope="row" className="py-1.5 pr-4 font-normal">
                    <time dateTime={week.week}>{week.label}</time>
                  </th>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{formatReportCount(week.leads)}</td>
                  <td className="py-1.5 text-right tabular-nums">{formatReportCount(week.won)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
