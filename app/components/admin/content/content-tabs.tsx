import { Link } from "react-router";

export interface ContentTab {
  href: string;
  label: string;
}

/**
 * The sections of one staff screen, each its own address (so a section can be bookmarked, and the back
 * button and a reload keep it). Links, not an ARIA tab widget: each section is a page of its own.
 */
export function ContentTabs({
  label,
  tabs,
  current,
}: {
  /** What the sections are of, for screen readers ("Landing page sections"). */
  label: string;
  tabs: readonly ContentTab[];
  /** The href of the section shown. */
  current: string;
}) {
  return (
    <nav aria-label={label} className="mb-4 overflow-x-auto border-b border-slate-200">
      <ul className="flex min-w-max gap-1">
        {tabs.map((tab) => {
          const active = tab.href === current;
          return (
            <li key={tab.href}>
              <Link
                to={tab.href}
                aria-current={active ? "page" : undefined}
                className={`-mb-px inline-flex min-h-10 items-center border-b-2 px-3 text-sm font-semibold ${
                  active
                    ? "border-ocean-700 text-ocean-800"
                    : "border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900"
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
