// Where the footer's static words travel (decision 035): the site layout's loader sets them aside under this key
// on a page load and returns them as `footer` on a client-side navigation that changes the language.

/** The site layout's route id (app/routes.ts names it by its file). */
export const SITE_LAYOUT_ROUTE_ID = "routes/site/layout";

export const FOOTER_TEXTS_KEY = "footer-texts";
