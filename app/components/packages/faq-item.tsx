import type { FaqEntry } from "~/lib/faq-search";
import { faqSearchHref } from "./faq-params";

interface FaqItemProps {
  item: FaqEntry;
  highlighted: boolean;
  onTag: (tag: string) => void;
}

export const faqItemElementId = (id: number) => `faq-item-${id}`;

/** A lucide-drawn icon (public/images/icons) painted in the text colour by a pseudo-element: no element of its own. */
const TAG_ICON = "before:size-3 before:bg-current before:[mask:url(/images/icons/tag.svg)_center/contain_no-repeat]";
const CHEVRON_ICON =
  "after:mt-5 after:size-5 after:shrink-0 after:bg-ocean-700 after:transition-transform after:[mask:url(/images/icons/chevron-down.svg)_center/contain_no-repeat] group-open/faq:after:rotate-180";

/**
 * One question: a <details> whose summary opens and closes the answer, before the scripts run and after
 * (it is never controlled by React, so an item opened early stays open). A tag is a link that searches the
 * FAQ for it: a GET request without scripts, the in-page search with them. The 23 questions are most of the
 * page, so an item is kept to few elements: no wrappers, icons drawn by CSS (decision 022).
 */
export function FaqItem({ item, highlighted, onTag }: FaqItemProps) {
  return (
    <details
      id={faqItemElementId(item.id)}
      data-highlighted={highlighted || undefined}
      className={`group/faq scroll-mt-[var(--section-offset,11rem)] rounded-2xl border bg-white shadow-sm transition-[box-shadow,border-color,background-color] duration-500 ${
        highlighted ? "border-sun-400 bg-sand-50 ring-4 ring-sun-300" : "border-slate-200"
      }`}
    >
      <summary
        className={`flex cursor-pointer list-none items-start justify-between gap-4 rounded-2xl px-5 py-4 after:content-[''] sm:px-6 [&::-webkit-details-marker]:hidden ${CHEVRON_ICON}`}
      >
        {/* The question comes first in the summary's name; the category only looks like it sits above. */}
        <h3 className="flex flex-col-reverse">
          <span className="mt-1 text-base font-bold text-ocean-950 sm:text-lg">{item.question}</span>
          <span className="text-xs font-bold tracking-wide text-ocean-700 uppercase">{item.category}</span>
        </h3>
      </summary>
      <p className={`px-5 leading-relaxed text-slate-700 sm:px-6 ${item.tags.length > 0 ? "" : "pb-5"}`}>
        {item.answer}
      </p>
      {item.tags.length > 0 && (
        <p aria-label="Tags" role="group" className="mt-4 flex flex-wrap gap-2 px-5 pb-5 sm:px-6">
          {item.tags.map((tag) => (
            <a
              key={tag}
              href={faqSearchHref(tag)}
              aria-label={`Search for ${tag}`}
              onClick={(event) => {
                event.preventDefault();
                onTag(tag);
              }}
              className={`inline-flex min-h-8 items-center gap-1.5 rounded-full bg-ocean-50 px-3 py-1 text-xs font-semibold text-ocean-800 before:content-[''] hover:bg-ocean-100 ${TAG_ICON}`}
            >
              {tag}
            </a>
          ))}
        </p>
      )}
    </details>
  );
}
