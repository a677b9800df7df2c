/** The site's languages: English at its addresses, Spanish under /es (decision 047). Apart from enums.ts because the
 * browser reads it on every page, and enums.ts is a staff-side list. */
export const SITE_LANGUAGES = ["en", "es"] as const;
