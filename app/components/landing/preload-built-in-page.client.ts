import { isBuiltInPageName } from "~/lib/content/built-in-page-names";
import { BUILT_IN_PAGE_ATTRIBUTE, loadBuiltInPage } from "./built-in-page";

// Runs in the browser when the landing route's module is first evaluated. On a page load that module is
// imported before the app hydrates, so this top-level await makes hydration wait for the code of the
// built-in page in the server's HTML: hydration then matches that HTML exactly, without a fallback.
// (The server build replaces this .client module with an empty one.)
const name = document.querySelector(`[${BUILT_IN_PAGE_ATTRIBUTE}]`)?.getAttribute(BUILT_IN_PAGE_ATTRIBUTE);
if (isBuiltInPageName(name)) await loadBuiltInPage(name).catch(() => undefined);
