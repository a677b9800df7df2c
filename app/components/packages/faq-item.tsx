import { ChevronDown, Tag } from "lucide-react";
import type { FaqEntry } from "~/lib/faq-search";

interface FaqItemProps {
  item: FaqEntry;
  open: boolean;
  highlighted: boolean;
  onToggle: () => void;
  onTag: (tag: string) => void;
}

export const faqItemElementId = (id: number) => `faq-item-${id}`;

/**
 * One question: a button that opens and closes the answer, and the answer
 * with its tags. Answers are in the server HTML; the page's noscript style
 * shows them when scripts never run.
 */
export function FaqItem({ item, open, highlighted, onToggle, onTag }: FaqItemProps) {
  const elementId = faqItemElementId(item.id);
  const answerId = `${elementId}-answer`;
  return (
    <li
      id={elementId}
      data-highlighted={highlighted || undefined}
      className={`scroll-mt-[var(--section-offset,11rem)] rounded-2xl border bg-white shadow-sm transition-[box-shadow,border-color,background-color] duration-500 ${
        highlighted ? "border-sun-400 bg-sand-50 ring-4 ring-sun-300" : "border-slate-200"
      }`}
    >
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={onToggle}
          className="flex w-full items-start justify-between gap-4 rounded-2xl px-5 py-4 text-left sm:px-6"
        >
          {/* The question comes first in the button's name; the category only looks like it sits above. */}
          <span className="flex flex-col-reverse">
            <span className="mt-1 block text-base font-bold text-ocean-950 sm:text-lg">{item.question}</span>
            <span className="block text-xs font-bold tracking-wide text-ocean-700 uppercase">{item.category}</span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={`mt-5 size-5 shrink-0 text-ocean-700 transition-transform ${open ? "rotate-180" : ""}`}
          />
        </button>
      </h3>
      <div id={answerId} className={`faq-answer px-5 pb-5 sm:px-6 ${open ? "" : "hidden"}`}>
        <p className="leading-relaxed text-slate-700">{item.answer}</p>
        {item.tags.length > 0 && (
          <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2" data-requires-js>
            {item.tags.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  onClick={() => onTag(tag)}
                  className="inline-flex min-h-8 items-center gap-1.5 rounded-full bg-ocean-50 px-3 py-1 text-xs font-semibold text-ocean-800 hover:bg-ocean-100"
                >
                  <Tag aria-hidden="true" className="size-3" />
                  <span className="sr-only">Search for </span>
                  {tag}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
