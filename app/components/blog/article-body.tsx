/**
 * A post's body, styled by the article-body utility (app/styles/shared.css). `html` must come from articleHtml()
 * (sanitised in the loader, on the server).
 */
export function ArticleBody({ html }: { html: string }) {
  return <div className="article-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
