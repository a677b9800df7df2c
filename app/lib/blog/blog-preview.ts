/** The staff preview of a post, any status: /blog-preview/:id (admin-and-content.md §2). */
export function blogPreviewHref(id: number): string {
  return `/blog-preview/${id}`;
}
