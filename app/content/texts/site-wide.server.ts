// The texts the public site layout sends with every page (its loader, once per page load and per language
// change): the shell and the parts that appear on most pages. A page's own words come from its own loader.
import { poolCardTexts } from "./pool-card.server";
import { shellTexts } from "./shell.server";

export const SITE_WIDE_TEXTS = [shellTexts, poolCardTexts] as const;
