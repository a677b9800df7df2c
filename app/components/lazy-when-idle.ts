import { type ComponentType, lazy } from "react";

/**
 * A component the first paint never shows (a navigation's loading screen, the compare tray), loaded in a chunk of its
 * own: the browser fetches it once it is idle after the page has loaded, so it is there when first needed, and it
 * is not part of the scripts every page must fetch and compile before it can respond (the page-weight JavaScript
 * budget, bench/page-weight/run.mjs). Render it inside a <Suspense>: the rare visitor faster than the idle fetch sees
 * the fallback for a moment.
 */
export function lazyWhenIdle<Props>(load: () => Promise<{ default: ComponentType<Props> }>): ComponentType<Props> {
  if (typeof window !== "undefined") {
    const fetchOnce = () => void load().catch(() => {});
    // Safari has no requestIdleCallback: a second after the load event stands in for it.
    const afterLoad = () =>
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(fetchOnce)
        : setTimeout(fetchOnce, 1000);
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
  }
  return lazy(load) as unknown as ComponentType<Props>;
}
