/** The staff preview of a post, any status: /blog-preview/:id. */
export function blogPreviewHref(id: number): string {
  return `/blog-preview/${id}`;
}
