import type { FaqEntry } from "~/lib/content/faq-search";
import { useTexts } from "~/lib/i18n/texts";
import { useLocale } from "~/lib/i18n/use-locale";
import { FAQ_PARAM, faqSearchHref } from "./faq-params";

interface FaqItemProps {
  item: FaqEntry;
  highlighted: boolean;
  onTag: (tag: string) => void;
}

export const faqItemElementId = (id: number) => `faq-item-${id}`;

/** The FAQ items a page load's server render takes from AppContextValue.serverOnly (app/lib/http/server-only-data). */
export const FAQ_ITEMS_KEY = "faq-items";

const ITEM_ID = /^faq-item-(\d+)$/;

/**
 * The items as FaqItem rendered them into the page's HTML, in their order: what the browser hydrates with when
 * the page load carried them only in its HTML. Every field is in the markup: the id in the element's id, the
 * category's name in data-category (its stored English value is the value of the category button of that name), the
 * question and the answer as text, the tags as the tag links' text, and an untranslated item on a Spanish page in its
 * lang="en".
 */
export function readFaqItemsFromPage(container: ParentNode): FaqEntry[] {
  const storedCategory = new Map(
    [...container.querySelectorAll<HTMLButtonElement>(`[name=${FAQ_PARAM.category}]`)].map((button) => [
      button.firstChild?.textContent,
      button.value,
    ]),
  );
  return [...container.querySelectorAll<HTMLDetailsElement>("details.faq-item")].flatMap((details) => {
    const id = ITEM_ID.exec(details.id)?.[1];
    const heading = details.querySelector("summary > h3");
    if (!id || !heading) return [];
    const category = heading.getAttribute("data-category") ?? "";
    return [
      {
        id: Number(id),
        question: heading.textContent ?? "",
        answer: details.querySelector(":scope > p:not([role])")?.textContent ?? "",
        category,
        storedCategory: storedCategory.get(category),
        tags: [...details.querySelectorAll(":scope > p[role=group] > a")].map((tag) => tag.textContent ?? ""),
        ...(details.lang === "en" ? { lang: "en" as const } : {}),
      },
    ];
  });
}

/**
 * One question: a <details> whose summary opens and closes the answer, before the scripts run and after
 * (it is never controlled by React, so an item opened early stays open). A tag is a link that searches the
 * FAQ for it: a GET request without scripts, the in-page search with them. The 23 questions are most of the
 * page, so an item is kept to few elements (no wrappers, icons drawn by CSS: decision 022) and to short classes
 * (faq-item, faq-question and faq-tag in app/styles/shared.css).
 */
export function FaqItem({ item, highlighted, onTag }: FaqItemProps) {
  const t = useTexts("packages").faq;
  const locale = useLocale();
  return (
    <details
      id={faqItemElementId(item.id)}
      lang={item.lang}
      data-highlighted={highlighted || undefined}
      className="faq-item"
    >
      <summary className="faq-question">
        {/* The category is drawn after the question (its ::after, from data-category: two elements fewer per item,
            23 items) and only looks like it sits above, so the question comes first in the summary's name. */}
        <h3 data-category={item.category}>{item.question}</h3>
      </summary>
      <p>{item.answer}</p>
      {item.tags.length > 0 && (
        // The group names what its links do ("Search for: heat"), rather than each of the page's ~70 tag links
        // repeating it in an aria-label of its own: the page is near its HTML budget.
        <p aria-label={t.tags} role="group">
          {item.tags.map((tag) => (
            <a
              key={tag}
              href={faqSearchHref(tag, locale)}
              onClick={(event) => {
                event.preventDefault();
                onTag(tag);
              }}
              className="faq-tag"
            >
              {tag}
            </a>
          ))}
        </p>
      )}
    </details>
  );
}
