import { createContext, useContext } from "react";

/**
 * Texts a page shows but never changes (the FAQ's questions and answers) travel once on a page load: the server
 * renders them from this context instead of from loader data, and the browser reads them back from the HTML it
 * received before hydrating. A client-side navigation gets them as loader data as usual. The server fills the
 * context from AppContextValue.serverOnly (app/entry.server.tsx); in the browser it is always empty.
 */
export const ServerOnlyDataContext = createContext<ReadonlyMap<string, unknown> | null>(null);

/** The value a loader put aside for the server's render, or undefined in the browser. */
export function useServerOnlyData<T>(key: string): T | undefined {
  return useContext(ServerOnlyDataContext)?.get(key) as T | undefined;
}
