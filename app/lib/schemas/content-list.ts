// The query string of a content list in the staff area (financing partners,
// FAQ, resources, ...): page, search text and a few closed-set filters. The
// loader parses it with this module and the list's links are built with it,
// so a bookmarked or shared link shows the same rows. Values that do not
// parse are dropped (the list falls back to its default) and reported, so the
// page can say so instead of failing.
import { z } from "./zod";
import { hasInvalidCharacters } from "~/lib/text/text-characters";

export const CONTENT_PAGE_SIZE = 25;
/** Highest page a URL may ask for (a deeper offset never reaches the database). */
export const CONTENT_MAX_PAGE = 10_000;
export const CONTENT_SEARCH_MAX_LENGTH = 100;

/** The status filter of lists whose records are active or not. */
export const ACTIVE_STATUS_FILTERS = ["active", "inactive"] as const;
export type ActiveStatusFilter = (typeof ACTIVE_STATUS_FILTERS)[number];
export const ACTIVE_STATUS_OPTIONS = [
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
] as const;

export const IGNORED_QUERY_MESSAGE = "Part of the address was not understood and was ignored.";

export interface ContentListQuery<F extends string = string> {
  page: number;
  /** Trimmed search text; "" for none. */
  q: string;
  /** Chosen value of each filter; undefined for "any". */
  filters: Partial<Record<F, string>>;
}

const pageSchema = z.coerce.number().int().min(1).max(CONTENT_MAX_PAGE);
const searchSchema = z
  .string()
  .max(CONTENT_SEARCH_MAX_LENGTH * 2)
  .refine((v) => !hasInvalidCharacters(v))
  .transform((v) => v.trim().slice(0, CONTENT_SEARCH_MAX_LENGTH));

/**
 * Reads page, q and the named filters (each limited to its allowed values).
 * `ignored` lists the parameters whose values were not accepted.
 */
export function parseContentListQuery<F extends string>(
  params: URLSearchParams,
  filters: Readonly<Record<F, readonly string[]>>,
): { query: ContentListQuery<F>; ignored: string[] } {
  const ignored: string[] = [];
  const read = <T>(name: string, schema: z.ZodType<T>, fallback: T): T => {
    const raw = params.get(name);
    if (raw === null || raw === "") return fallback;
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    ignored.push(name);
    return fallback;
  };
  const query: ContentListQuery<F> = {
    page: read("page", pageSchema, 1),
    q: read("q", searchSchema, ""),
    filters: {},
  };
  for (const name of Object.keys(filters) as F[]) {
    const raw = params.get(name);
    if (raw === null || raw === "") continue;
    if (filters[name].includes(raw)) query.filters[name] = raw;
    else ignored.push(name);
  }
  return { query, ignored };
}

/** The query string of a list state ("" when everything is the default); page 1 is left out. */
export function serializeContentListQuery(query: ContentListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  for (const [name, value] of Object.entries(query.filters)) {
    if (typeof value === "string" && value !== "") params.set(name, value);
  }
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function hasContentFilters(query: ContentListQuery): boolean {
  return query.q !== "" || Object.values(query.filters).some((v) => typeof v === "string" && v !== "");
}

/** Offset and limit of a page, with the page clamped to the last one that has rows. */
export function pageWindowOf(page: number, total: number, pageSize = CONTENT_PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return { page: current, pageCount, offset: (current - 1) * pageSize, limit: pageSize };
}

/** A LIKE pattern that finds `text` anywhere: %, _ and \ typed by staff match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
