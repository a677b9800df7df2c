// The article's own typography (there is no typography plugin): every element
// the sanitiser allows gets a considered style, applied to the children of the
// container with Tailwind's arbitrary variants.
const PROSE = [
  "max-w-none text-[1.0625rem] leading-[1.8] text-slate-800",
  "[&>*:first-child]:mt-0",
  "[&_p]:my-5",
  "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:scroll-mt-28 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-extrabold [&_h2]:tracking-tight [&_h2]:text-ocean-950 sm:[&_h2]:text-[1.75rem]",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-ocean-900",
  "[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-bold [&_h4]:text-ocean-900",
  "[&_a]:font-semibold [&_a]:text-ocean-700 [&_a]:underline [&_a]:decoration-ocean-200 [&_a]:decoration-2 [&_a]:underline-offset-2 [&_a:hover]:decoration-ocean-600",
  "[&_strong]:font-bold [&_strong]:text-slate-900",
  "[&_ul]:my-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-ocean-500",
  "[&_ol]:my-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ol]:marker:font-bold [&_ol]:marker:text-ocean-700",
  "[&_li]:pl-1",
  "[&_blockquote]:my-8 [&_blockquote]:rounded-r-2xl [&_blockquote]:border-l-4 [&_blockquote]:border-sun-400 [&_blockquote]:bg-sand-50 [&_blockquote]:px-6 [&_blockquote]:py-4 [&_blockquote]:text-lg [&_blockquote]:text-ocean-950 [&_blockquote]:italic",
  "[&_blockquote_p]:my-2",
  "[&_.article-table]:my-8 [&_.article-table]:overflow-x-auto [&_.article-table]:rounded-2xl [&_.article-table]:border [&_.article-table]:border-slate-200",
  "[&_table]:w-full [&_table]:min-w-[34rem] [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm [&_table]:leading-normal sm:[&_table]:text-[0.95rem]",
  "[&_thead]:bg-ocean-50 [&_th]:px-4 [&_th]:py-3 [&_th]:align-bottom [&_th]:font-bold [&_th]:text-ocean-950",
  "[&_td]:border-t [&_td]:border-slate-200 [&_td]:px-4 [&_td]:py-3 [&_td]:align-top",
  "[&_tbody_tr:nth-child(even)]:bg-slate-50",
  "[&_img]:my-8 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl",
  "[&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-slate-600",
  "[&_hr]:my-10 [&_hr]:border-slate-200",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em]",
  "[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-ocean-950 [&_pre]:p-4 [&_pre]:text-ocean-50",
].join(" ");

/** A post's body. `html` must come from articleHtml() (sanitised in the loader, on the server). */
export function ArticleBody({ html }: { html: string }) {
  return <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />;
}
