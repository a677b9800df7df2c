/**
 * Paging of the pool lists (/pools, /pools-modern, /latham-pools,
 * /san-juan-pools): the server renders one page of results, a real link
 * leads to the next (`?page=2`, every other query parameter kept), and with
 * scripts "more" appends the next page in place while the address keeps the
 * page number (decision 021).
 */
import { withoutAttributionParams } from "~/lib/attribution/attribution";

/** Pools on one page: four rows of the three-column grid, and a page within the 800-element budget. */
export const POOLS_PER_PAGE = 12;

export const PAGE_PARAM = "page";

/** Query parameters that change how the results look, not which results there are. */
const PRESENTATION_PARAMS = ["view", "filters"];

/** One page of a filtered list, as a loader sends it. */
export interface ResultsPage<T> {
  items: T[];
  /** 1-based; always within 1..pageCount. */
  page: number;
  pageCount: number;
  /** How many items match the filters, on every page together. */
  total: number;
  perPage: number;
}

/**
 * The page a query asks for. Anything but a whole number from 1 up (missing,
 * "abc", "0", "-1", "1.5") is the first page, as on the blog: a mistyped or
 * stale address still shows results, and its canonical link names the page
 * actually shown.
 */
export function readPageParam(params: URLSearchParams): number {
  const text = (params.get(PAGE_PARAM) ?? "").trim();
  if (!/^\d{1,9}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}

/** The requested page of `items`; a page past the end is the last page (an empty list has one, empty, page). */
export function pageOf<T>(items: readonly T[], requested: number, perPage = POOLS_PER_PAGE): ResultsPage<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const page = Math.min(Math.max(1, Math.floor(requested)), pageCount);
  const start = (page - 1) * perPage;
  return { items: items.slice(start, start + perPage), page, pageCount, total: items.length, perPage };
}

/** `search` ("?a=1&page=3" or "") with the page set; page 1 leaves the parameter out. Other parameters keep their order. */
export function searchWithPage(search: string, page: number): string {
  // Campaign tags stay out of the links: the page body is shared by every visitor (decision 024).
  const params = new URLSearchParams(withoutAttributionParams(search));
  if (page > 1) params.set(PAGE_PARAM, String(page));
  else params.delete(PAGE_PARAM);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * Which results a query selects: its filters, without the page and the
 * presentation (grid or list, filter panel open). Two addresses with the same
 * key list the same pools, so pages of one may be appended to the other.
 */
export function resultsKey(search: string): string {
  const params = new URLSearchParams(withoutAttributionParams(search));
  for (const name of [PAGE_PARAM, ...PRESENTATION_PARAMS]) params.delete(name);
  params.sort();
  return params.toString();
}

/** Whether moving between two addresses of a page changes its results (so the loader must run again). */
export function resultsChange(current: URL, next: URL): boolean {
  return (
    current.pathname !== next.pathname ||
    resultsKey(current.search) !== resultsKey(next.search) ||
    readPageParam(current.searchParams) !== readPageParam(next.searchParams)
  );
}

/** The pages on screen: consecutive pages firstPage..lastPage of the results with `key`. */
export interface ShownPages<T> {
  key: string;
  firstPage: number;
  lastPage: number;
  items: T[];
  /** The loader page last taken in (a new one from the loader is merged once). */
  source: ResultsPage<T>;
}

export function startPages<T>(page: ResultsPage<T>, key: string): ShownPages<T> {
  return { key, firstPage: page.page, lastPage: page.page, items: page.items, source: page };
}

/**
 * What is on screen after the loader answers with `next`: the page right
 * after the last one shown, asked for by "more", is appended; a page already
 * shown (the view changed, or the data was revalidated) keeps the list; any
 * other page or other filters replace it.
 */
export function mergePages<T>(shown: ShownPages<T>, next: ResultsPage<T>, key: string, more: boolean): ShownPages<T> {
  if (shown.source === next) return shown;
  if (key === shown.key) {
    if (more && next.page === shown.lastPage + 1) {
      return { ...shown, lastPage: next.page, items: [...shown.items, ...next.items], source: next };
    }
    if (next.page === shown.lastPage && next.page === shown.firstPage) return startPages(next, key);
    if (next.page >= shown.firstPage && next.page <= shown.lastPage) return { ...shown, source: next };
  }
  return startPages(next, key);
}

/** Navigation state of a "more" link: the next page is appended rather than shown alone. */
export const MORE_STATE = { morePools: true } as const;

export function isMoreState(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { morePools?: unknown }).morePools === true;
}
