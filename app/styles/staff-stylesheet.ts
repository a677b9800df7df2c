import href from "./staff.css?url";

/**
 * The staff stylesheet's link (decision 020), for the staff layout, the sign-in page and the root error page's staff
 * 403: never linked by a public page. No `precedence`, unlike the public sheet: React then renders it as a plain
 * element after the public sheet and removes it when the visitor leaves the staff area in the same tab, so a public
 * page never keeps the staff rules (a sheet with precedence stays in the document for good).
 */
export const staffStylesheet = { rel: "stylesheet", href } as const;
