import { CircleCheck, Clock } from "lucide-react";
import { Link } from "react-router";
import { OVERDUE_AFTER_HOURS, type WaitUrgency } from "~/lib/leads/lead-stats";

export interface UncontactedItem {
  id: number;
  name: string;
  href: string;
  /** "Estimate · pools · Ocala" */
  details: string;
  /** "3 h" */
  age: string;
  /** "3 hours" */
  ageWords: string;
  urgency: WaitUrgency;
  /** "Mar 3, 2025, 9:14 AM" (Florida time) */
  received: string;
  receivedIso: string;
  /** Office time waited so far ("1 h 20 min"): the office's opening hours only. */
  officeWait: string;
}

const AGE_CLASSES: Record<WaitUrgency, string> = {
  fresh: "bg-slate-100 text-slate-800 ring-slate-300",
  late: "bg-amber-100 text-amber-900 ring-amber-300",
  overdue: "bg-rose-100 text-rose-800 ring-rose-300",
};

/** New leads nobody has contacted yet, oldest first, each with how long it has waited. */
export function UncontactedList({ items, total }: { items: readonly UncontactedItem[]; total: number }) {
  if (items.length === 0) {
    return (
      <p className="flex items-center gap-2 py-2 text-sm text-slate-700">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
        No one is waiting: every new lead has had a first contact.
      </p>
    );
  }
  return (
    <ol
      aria-label={`New leads waiting for a first contact, oldest first (${items.length} of ${total})`}
      className="-my-1 divide-y divide-slate-100"
    >
      {items.map((item) => (
        <li key={item.id} className="flex items-start justify-between gap-3 py-2.5">
          <div className="min-w-0">
            <Link
              to={item.href}
              className="block truncate text-sm font-semibold text-ocean-800 underline-offset-2 hover:underline"
            >
              {item.name}
            </Link>
            <p className="text-xs text-slate-600">
              {item.details} · <time dateTime={item.receivedIso}>{item.received}</time> · {item.officeWait} in office
              hours
            </p>
          </div>
          <span
            className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap tabular-nums ring-1 ring-inset ${AGE_CLASSES[item.urgency]}`}
            title={`Waiting ${item.ageWords}; a first contact is due within ${OVERDUE_AFTER_HOURS} hours`}
          >
            <Clock aria-hidden="true" className="size-3.5" />
            <span aria-hidden="true">{item.age}</span>
            <span className="sr-only">waiting {item.ageWords}</span>
            {item.urgency === "overdue" && <span>· overdue</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
