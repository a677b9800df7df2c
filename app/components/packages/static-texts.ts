import type { TextAreas } from "~/lib/i18n/texts";

/** The words of the packages page's unchanging sections, set aside for the page load's HTML (PageLoadOnly). */
export const PACKAGES_STATIC_TEXTS_KEY = "packages-static-texts";

export type PackagesStaticTexts = TextAreas["packagesStatic"];
