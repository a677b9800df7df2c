import type { ReactNode } from "react";
import { useServerOnlyData } from "~/lib/http/server-only-data";

/** Hydration keeps the element's server HTML: React neither compares nor rewrites it. */
const KEEP_SERVER_HTML = { __html: "" };

interface PageLoadOnlyProps<T> {
  /** The key the loader set the value aside under (sendOnceAsHtml). */
  name: string;
  /** The loader's value: null on a page load, which carried it in the HTML alone. */
  value: T | null;
  children: (value: T) => ReactNode;
}

/**
 * A part of a page without any behaviour (no handlers, no state): after a page load the browser keeps the HTML
 * the server rendered and needs none of its data. A client-side navigation or a revalidation renders it from the
 * loader's value as usual (a new element then, never mixed with the kept HTML). The wrapper is a plain block
 * around the page's own sections.
 */
export function PageLoadOnly<T>({ name, value, children }: PageLoadOnlyProps<T>) {
  const setAside = useServerOnlyData<T>(name);
  const shown = value ?? setAside;
  return shown != null ? (
    <div key="rendered">{children(shown)}</div>
  ) : (
    <div key="kept" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
  );
}
