// Search over the packages-page FAQ:
// matches question, answer, tags and category, case-insensitive, on trimmed
// text; suggestions from 3 characters, at most 5, plus a count of the rest.

export interface FaqEntry {
  id: number;
  question: string;
  answer: string;
  /** The category as the page names it (in Spanish on a Spanish page when staff named it so). */
  category: string;
  /**
   * The stored English category, when the page names it otherwise: the category filter sends and matches the English
   * value, so a filtered address means the same in both languages (the language switch keeps it).
   */
  storedCategory?: string;
  tags: readonly string[];
  /** "en" on a Spanish page for an item staff have not translated yet: it is shown in English. */
  lang?: "en";
}

/** Suggestions appear once the trimmed text is longer than 2 characters. */
export const FAQ_SUGGESTION_MIN_CHARS = 3;
export const FAQ_SUGGESTION_LIMIT = 5;
/** Typing or picking a category filters after this delay, showing 'Searching...' meanwhile. */
export const FAQ_FILTER_DELAY_MS = 300;
/** How long an item chosen from the suggestions stays highlighted. */
export const FAQ_HIGHLIGHT_MS = 2500;

/** The category filter that shows every item. */
export const ALL_FAQ_CATEGORIES = "all";

export function normalizeFaqQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** How well an item matches: 0 = not at all, higher = the match sits in a more telling field. */
function matchRank(item: FaqEntry, needle: string): number {
  if (item.question.toLowerCase().includes(needle)) return 4;
  if (item.tags.some((tag) => tag.toLowerCase().includes(needle))) return 3;
  if (item.category.toLowerCase().includes(needle)) return 2;
  if (item.answer.toLowerCase().includes(needle)) return 1;
  return 0;
}

/** True when the item matches the query; an empty query matches everything. */
export function faqMatches(item: FaqEntry, query: string): boolean {
  const needle = normalizeFaqQuery(query);
  return needle === "" || matchRank(item, needle) > 0;
}

export interface FaqFilter {
  query: string;
  category: string;
}

/** The category value the filter sends for an item: the stored English one. */
const categoryValue = (item: FaqEntry) => item.storedCategory ?? item.category;

/** Items in the chosen category that match the query, in display order. */
export function filterFaq<T extends FaqEntry>(items: readonly T[], filter: FaqFilter): T[] {
  return items.filter(
    (item) =>
      (filter.category === ALL_FAQ_CATEGORIES || categoryValue(item) === filter.category) &&
      faqMatches(item, filter.query),
  );
}

export interface FaqSuggestions<T extends FaqEntry> {
  /** Up to FAQ_SUGGESTION_LIMIT items, question matches first, then display order. */
  items: T[];
  /** Matches beyond the listed ones ('And N more results...'). */
  moreCount: number;
}

/** The suggestion dropdown's content for the text in the search box (over all categories). */
export function faqSuggestions<T extends FaqEntry>(items: readonly T[], query: string): FaqSuggestions<T> {
  const needle = normalizeFaqQuery(query);
  if (needle.length < FAQ_SUGGESTION_MIN_CHARS) return { items: [], moreCount: 0 };
  const ranked = items
    .map((item, index) => ({ item, index, rank: matchRank(item, needle) }))
    .filter((entry) => entry.rank > 0)
    .sort((a, b) => b.rank - a.rank || a.index - b.index);
  return {
    items: ranked.slice(0, FAQ_SUGGESTION_LIMIT).map((entry) => entry.item),
    moreCount: Math.max(0, ranked.length - FAQ_SUGGESTION_LIMIT),
  };
}

export interface FaqCategoryCount {
  /** ALL_FAQ_CATEGORIES or a stored (English) category: the filter's value. */
  category: string;
  /** The category as the page names it. */
  name: string;
  count: number;
}

/** "All" first, then each category in the order it first appears, with its name and number of items. */
export function faqCategoryCounts(items: readonly FaqEntry[]): FaqCategoryCount[] {
  const counts = new Map<string, FaqCategoryCount>();
  for (const item of items) {
    const category = categoryValue(item);
    counts.set(category, { category, name: item.category, count: (counts.get(category)?.count ?? 0) + 1 });
  }
  return [{ category: ALL_FAQ_CATEGORIES, name: ALL_FAQ_CATEGORIES, count: items.length }, ...counts.values()];
}
