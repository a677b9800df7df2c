import href from "./staff.css?url";

/**
 * The staff stylesheet's link (decisions 020 and 026), for the staff layout, the sign-in page and the root error
 * page's staff 403: never linked by a public page. No `precedence`, like the public pages' sheets: React renders a
 * plain element that leaves with the page when the visitor leaves the staff area in the same tab, so a public page
 * never keeps the staff rules (a sheet with precedence stays in the document for good).
 */
export const staffStylesheet = { rel: "stylesheet", href } as const;
