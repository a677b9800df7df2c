/**
 * Typography for staff-authored landing HTML (h2, h3, h4, p, lists, links, tables, images, quotes): the
 * sanitiser strips every class, so the styles hang off the container.
 */
export const LANDING_PROSE = [
  "min-w-0 max-w-3xl text-base leading-relaxed text-slate-700 sm:text-lg",
  "[&>*+*]:mt-5",
  "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h2]:tracking-tight [&_h2]:text-ocean-950 sm:[&_h2]:text-3xl [&>h2:first-child]:mt-0",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-ocean-900",
  "[&_h4]:mt-6 [&_h4]:font-bold [&_h4]:text-ocean-900",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_a]:font-semibold [&_a]:text-ocean-700 [&_a]:underline [&_a]:decoration-ocean-200 [&_a]:decoration-2 [&_a]:underline-offset-4 hover:[&_a]:decoration-ocean-600",
  "[&_ul]:space-y-2 [&_ul]:pl-0 [&_ul>li]:relative [&_ul>li]:pl-7",
  "[&_ul>li]:before:absolute [&_ul>li]:before:top-[0.7em] [&_ul>li]:before:left-1 [&_ul>li]:before:size-2 [&_ul>li]:before:rounded-full [&_ul>li]:before:bg-sun-400 [&_ul>li]:before:content-['']",
  "[&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-sun-400 [&_blockquote]:bg-sand-50 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:italic",
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl",
  "[&_table]:w-full [&_table]:text-left [&_table]:text-sm [&_th]:border-b [&_th]:border-slate-300 [&_th]:py-2 [&_th]:pr-4 [&_td]:border-b [&_td]:border-slate-200 [&_td]:py-2 [&_td]:pr-4",
  "[&_hr]:my-10 [&_hr]:border-slate-200",
].join(" ");
