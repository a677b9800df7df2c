import { Inbox } from "lucide-react";

export interface ContentColumn<Row> {
  id: string;
  header: React.ReactNode;
  cell: (row: Row) => React.ReactNode;
  /** The row's name (a <th scope="row">): one column per table, usually the first. */
  rowHeader?: boolean;
  className?: string;
}

const cellClass = "border-b border-slate-100 px-3 py-2.5 align-top";

/**
 * A page of content records: the header stays in view while a long page
 * scrolls, and the table scrolls sideways on narrow screens. An empty page
 * shows `empty` instead.
 */
export function ContentTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  minWidth = "48rem",
  rowClassName,
}: {
  caption: string;
  columns: readonly ContentColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  empty: React.ReactNode;
  minWidth?: string;
  rowClassName?: (row: Row) => string;
}) {
  if (rows.length === 0) return <>{empty}</>;
  return (
    <div
      className="relative overflow-auto rounded-lg border border-slate-200 bg-white shadow-sm lg:max-h-[calc(100dvh-15rem)]"
      // The scrolling box gets a name and a tab stop, so keyboard users can scroll it sideways.
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full border-separate border-spacing-0 text-sm" style={{ minWidth }}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase shadow-[inset_0_-1px_0_var(--color-slate-200)]">
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={`px-3 py-2.5 text-left font-semibold whitespace-nowrap ${column.className ?? ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={`hover:bg-sky-50/60 ${rowClassName?.(row) ?? ""}`}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th
                    key={column.id}
                    scope="row"
                    className={`${cellClass} text-left font-normal ${column.className ?? ""}`}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} className={`${cellClass} ${column.className ?? ""}`}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What an empty list says, and what to do about it. */
export function ContentEmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <Inbox aria-hidden="true" className="size-8 text-slate-500" />
      <p className="text-base font-semibold text-slate-900">{title}</p>
      {children && <p className="max-w-md text-sm text-slate-700">{children}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
