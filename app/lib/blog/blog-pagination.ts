/** Most page buttons the blog pagination shows at once. */
export const BLOG_PAGE_BUTTONS = 5;

/**
 * The page numbers to show as buttons: up to `size` consecutive pages with the
 * current one as central as the ends allow, so the window never runs past the
 * first or last page.
 */
export function paginationWindow(currentPage: number, totalPages: number, size = BLOG_PAGE_BUTTONS): number[] {
  const total = Math.max(1, Math.floor(totalPages));
  const current = Math.min(Math.max(1, Math.floor(currentPage)), total);
  const count = Math.min(Math.max(1, size), total);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
