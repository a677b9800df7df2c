import { ProjectBoardCard } from "./project-board-card";
import type { ProjectBoardColumn } from "~/lib/projects/project-desk-views";

/**
 * A column per stage, in the order of an installation. On a phone the columns stack, each with its count, so a rep
 * scrolls one list; on a wide screen they sit side by side and the row scrolls sideways.
 */
export function ProjectBoard({ columns }: { columns: readonly ProjectBoardColumn[] }) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:overflow-x-auto lg:pb-2">
      {columns.map((column) => {
        const headingId = `board-${column.key}`;
        return (
          <section
            key={column.key}
            aria-labelledby={headingId}
            className="rounded-lg border border-slate-200 bg-slate-50 lg:w-60 lg:shrink-0"
          >
            <h2
              id={headingId}
              className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-2 text-sm font-semibold text-slate-900"
            >
              {column.title}
              <span className="rounded-full bg-white px-2 text-xs font-semibold text-slate-700 ring-1 ring-slate-300">
                {column.cards.length}
              </span>
            </h2>
            {column.cards.length === 0 ? (
              <p className="px-3 py-3 text-xs text-slate-600">None</p>
            ) : (
              <ul className="flex flex-col gap-2 p-2">
                {column.cards.map((card) => (
                  <li key={card.id}>
                    <ProjectBoardCard card={card} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
