import type { RouterContextProvider } from "react-router";
import { appContext } from "~/context";

/**
 * For a part of a page the browser never changes (app/components/page-load-only.tsx): on a page load the value
 * is set aside for the server's render and the loader returns null, so it reaches the browser once, as HTML;
 * a client-side navigation's data request gets the value itself.
 */
export function sendOnceAsHtml<T>(context: Readonly<RouterContextProvider>, key: string, value: T): T | null {
  const { documentRequest, serverOnly } = context.get(appContext);
  if (!documentRequest) return value;
  serverOnly.set(key, value);
  return null;
}
