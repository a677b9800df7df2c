import { Link } from "react-router";
import { SpriteIcon } from "~/components/sprite-icon";
import type { CompareColumn, CompareRow } from "~/lib/catalogue/pool-compare";
import { fill } from "~/lib/i18n/translate";
import { useTexts } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";

/** The "Show differences only" switch's id: the table's rows that are the same hide through CSS when it is checked. */
export const DIFF_SWITCH_ID = "compare-diff-only";

// Rows where the pools agree, hidden while the switch is on: CSS alone (:has), so it works before the scripts run.
const SAME_ROW = "group-has-[#compare-diff-only:checked]/compare:hidden";
// The row labels stay in place while the pools scroll sideways on a phone: sticky, opaque, over the cells.
const ROW_HEAD =
  "sticky left-0 z-10 border-r border-b border-slate-200 px-2.5 py-3 text-left align-top text-sm font-semibold text-ocean-950 sm:px-4";
const CELL = "border-b border-slate-200 px-2.5 py-3 text-sm text-slate-800 sm:px-4";
/** The size of the two actions under each pool: one line even in a phone's narrow column. */
const NEXT_STEP_BUTTON = "min-h-10 px-2 text-center text-[0.8125rem] whitespace-nowrap sm:px-3 sm:text-sm";

/**
 * The pools side by side: a real table, a column per pool (its header names it), a row per fact. Rows where the
 * pools differ are tinted and tagged "Differs"; the plan drawings share one scale.
 */
export function CompareTable({ columns, rows }: { columns: readonly CompareColumn[]; rows: readonly CompareRow[] }) {
  const texts = useTexts("compare");
  const card = useTexts("poolCard");
  const t = texts.table;
  const to = useLocalePath();
  const differing = rows.filter((row) => row.differs).length;
  return (
    <>
      {columns.length > 1 && (
        <p className="mt-3 text-sm text-slate-700">
          {differing === 0 ? t.allSame : fill(t.differIn, { count: differing, total: rows.length })}
          {columns.length > 2 && <span className="sm:hidden">{fill(t.swipe, { count: columns.length })}</span>}
        </p>
      )}
      <div
        role="region"
        aria-labelledby="compare-caption"
        // Focusable so a keyboard can scroll the table sideways on a phone.
        tabIndex={0}
        // On a phone the table uses the full width of the screen (no page margins) to show two pools without scrolling.
        className="-mx-4 mt-4 overflow-x-auto border-y border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ocean-600 sm:mx-0 sm:rounded-2xl sm:border-x"
      >
        <table
          className="w-full table-fixed border-separate border-spacing-0"
          // Each pool keeps a readable column on a phone; the table scrolls sideways instead of squeezing them.
          // With three or four, a sliver of the next column shows on a phone, so it is clear there is more.
          style={{ minWidth: `${6 + columns.length * (columns.length > 2 ? 7.75 : 8.25)}rem` }}
        >
          <caption id="compare-caption" className="sr-only">
            {fill(t.caption, { names: columns.map((column) => column.name).join(", ") })}
          </caption>
          <colgroup>
            <col className="w-24 sm:w-44 lg:w-52" />
            {columns.map((column) => (
              <col key={column.id} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <td className="sticky left-0 z-10 border-r border-b border-slate-200 bg-white" />
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  abbr={column.name}
                  className="border-b border-slate-200 px-2.5 pt-3 pb-4 text-left align-top sm:px-4"
                >
                  {column.photo && (
                    <img
                      src={column.photo}
                      alt=""
                      width={800}
                      height={500}
                      loading="lazy"
                      decoding="async"
                      className="mb-3 aspect-[8/5] w-full rounded-lg bg-ocean-50 object-cover"
                    />
                  )}
                  <Link
                    to={to(column.href)}
                    className="block text-base font-extrabold text-ocean-950 hover:underline sm:text-lg"
                  >
                    {column.name}
                  </Link>
                  <Link
                    to={to(column.removeHref)}
                    preventScrollReset
                    aria-label={fill(t.remove, { name: column.name })}
                    className="mt-1.5 inline-flex min-h-8 items-center gap-1 rounded-full border border-slate-300 px-2.5 text-xs font-semibold text-slate-700 hover:border-slate-500 hover:text-ocean-950"
                  >
                    <SpriteIcon icon="X" className="size-3.5" />
                    {t.removeShort}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className={`${ROW_HEAD} bg-white`}>
                {t.plan}
                <span className="mt-0.5 block text-xs font-normal text-slate-600">{t.oneScale}</span>
              </th>
              {columns.map((column) => (
                <td key={column.id} className={`${CELL} align-bottom`}>
                  {column.plan ? (
                    // The same box in every column (capped so two wide columns do not draw a 40 ft pool huge); each
                    // drawing's share of it keeps one scale.
                    <div className="mx-auto max-w-80">
                      <img
                        src={column.plan.src}
                        alt={fill(t.planAlt, { name: column.name })}
                        width={800}
                        height={500}
                        loading="lazy"
                        decoding="async"
                        className="mx-auto h-auto rounded-md"
                        style={{ width: `${column.plan.widthPercent}%` }}
                      />
                    </div>
                  ) : (
                    <span className="text-slate-600">{t.noDrawing}</span>
                  )}
                </td>
              ))}
            </tr>
            {rows.map((row) => (
              <tr key={row.key} className={row.differs ? "" : SAME_ROW}>
                <th
                  scope="row"
                  className={`${ROW_HEAD} ${row.differs ? "border-l-4 border-l-sun-400 bg-sand-100" : "bg-white"}`}
                >
                  {row.label}
                  {row.differs && (
                    // On a phone the tint and the bar say it; the word stays for screen readers.
                    <span className="mt-1 block w-fit rounded-full bg-sun-300 px-2 py-px text-[0.7rem] font-bold tracking-wide text-ocean-950 uppercase max-sm:sr-only">
                      {t.differs}
                    </span>
                  )}
                </th>
                {row.values.map((value, index) => (
                  <td
                    key={columns[index]!.id}
                    className={`${CELL} align-top ${row.differs ? "bg-sand-50 font-semibold text-ocean-950" : ""} ${value === texts.rows.notListed ? "text-slate-600" : ""}`}
                  >
                    {value}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row" className={`${ROW_HEAD} border-b-0 bg-white`}>
                {t.nextStep}
              </th>
              {columns.map((column) => (
                <td key={column.id} className={`${CELL} border-b-0 align-top`}>
                  <div className="flex flex-col gap-2">
                    <Link
                      to={to(column.estimateHref)}
                      aria-label={fill(card.estimateFor, { label: card.getEstimate, name: column.name })}
                      className={`btn-primary ${NEXT_STEP_BUTTON}`}
                    >
                      {card.getEstimate}
                    </Link>
                    <Link
                      to={to(column.href)}
                      aria-label={fill(card.viewDetailsOf, { name: column.name })}
                      className={`btn-outline ${NEXT_STEP_BUTTON}`}
                    >
                      {card.viewDetails}
                    </Link>
                  </div>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      {differing === 0 && columns.length > 1 && (
        <p className="mt-3 hidden text-sm text-slate-700 group-has-[#compare-diff-only:checked]/compare:block">
          {t.noDifference}
        </p>
      )}
    </>
  );
}
