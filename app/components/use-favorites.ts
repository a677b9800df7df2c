import { useSyncExternalStore } from "react";
import { getServerFavorites, readFavoritesSnapshot, subscribeFavorites } from "~/lib/catalogue/favorites";

/**
 * The visitor's saved pool ids (app/lib/catalogue/favorites.ts), following every change in this tab and others.
 * The server and the hydrating render see none (the list lives only in the browser), so a heart or a
 * count renders its "none saved" state first and React updates it right after hydration: no mismatch.
 */
export function useFavorites(): readonly number[] {
  return useSyncExternalStore(subscribeFavorites, readFavoritesSnapshot, getServerFavorites);
}
