// The visitor's favourite pools (decision 029): the one place that knows where and how the browser keeps
// them. No account, no cookie: a list of pool ids in localStorage, newest last.
//
// API (everything else here is internal):
//   MAX_FAVORITES            how many pools a visitor may keep; the estimate lead takes at most as many
//   toPoolId(value)          a number or digit text -> a pool id (positive whole number that fits the column), or null
//   parsePoolIds(value)      any value -> clean ids: positive whole numbers, no repeats, first MAX_FAVORITES
//   readFavorites()          the saved ids ([] on the server, with storage blocked, or for junk)
//   writeFavorites(ids)      saves the cleaned list and tells every listener; returns what was saved
//   addFavorite(id)          { ok: true, ids } or { ok: false, reason: "full" | "invalid" | "unavailable", ids }
//   removeFavorite(id)       the list without id
//   isFavorite(id)
//   subscribeFavorites(fn)   fn(ids) on every change, in this tab (custom event) and in others (storage
//                            event); returns the unsubscribe function. Fits React's useSyncExternalStore
//                            with readFavoritesSnapshot as its getSnapshot (stable between changes).
//   poolIdsParam(ids)        "3,7": the address form of a list (/estimate?interestedPoolIds=3,7)
//   favoritesNotice()        why the last heart press saved nothing (a full list, no storage), until the next change
//
// In React: useFavorites() (app/components/use-favorites.ts). The estimate link for a list:
// favoritesEstimateHref(ids) (app/lib/leads/estimate-links.ts).
//
// Pure TypeScript (no React, no Zod): every public page may load it (decision 025's JavaScript budget).

/** localStorage key; versioned so a later format can ignore this one instead of misreading it. */
export const FAVORITES_STORAGE_KEY = "ffp:favorite-pools:v1";

/** The custom event this tab fires on window after a write (other tabs get the browser's `storage` event). */
export const FAVORITES_CHANGE_EVENT = "ffp:favorites-change";

/**
 * How many pools a visitor may keep. Enough to shortlist across both brands (a buyer narrows 77 models
 * to 2-4, compares at most 4), small enough that the estimate form's list stays one screen and a lead
 * stays readable for staff.
 */
export const MAX_FAVORITES = 12;

export const FAVORITES_FULL_MESSAGE = `You can save up to ${MAX_FAVORITES} pools. Remove one to save another.`;
export const FAVORITES_UNAVAILABLE_MESSAGE =
  "This browser is not keeping saved pools (private browsing or blocked site data).";

/** Largest id PostgreSQL's integer column holds. */
const MAX_POOL_ID = 2_147_483_647;

/** A pool id from a number or a text of digits (form fields, addresses), or null for anything else. */
export function toPoolId(value: unknown): number | null {
  const number =
    typeof value === "number" ? value : typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number > 0 && number <= MAX_POOL_ID ? number : null;
}

/**
 * Clean pool ids from anything: an array (numbers or digit strings), a comma-separated text ("3,7"), or
 * the JSON text of an array. Drops what is not a positive whole number, keeps the first of repeats and at
 * most MAX_FAVORITES, in the given order. Never throws: a junk value is an empty list.
 */
export function parsePoolIds(value: unknown, max = MAX_FAVORITES): number[] {
  let items: unknown[];
  if (Array.isArray(value)) items = value;
  else if (typeof value === "string") {
    const text = value.trim();
    if (text.startsWith("[")) {
      try {
        const parsed: unknown = JSON.parse(text);
        items = Array.isArray(parsed) ? parsed : [];
      } catch {
        items = [];
      }
    } else items = text.split(",");
  } else items = [];
  const ids: number[] = [];
  for (const item of items) {
    const id = toPoolId(item);
    if (id !== null && !ids.includes(id)) ids.push(id);
    if (ids.length >= max) break;
  }
  return ids;
}

/** The address form of a list: "3,7". */
export function poolIdsParam(ids: readonly number[]): string {
  return parsePoolIds([...ids]).join(",");
}

/** localStorage, or null where there is none (the server) or it is blocked (privacy settings throw on access). */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(FAVORITES_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

const EMPTY: readonly number[] = Object.freeze([]);
let snapshot: { raw: string | null; ids: readonly number[] } = { raw: null, ids: EMPTY };

/**
 * The saved ids as one frozen array that stays the same object until the stored text changes, as
 * useSyncExternalStore's getSnapshot needs (getServerFavorites is its server snapshot).
 */
export function readFavoritesSnapshot(): readonly number[] {
  const raw = readRaw();
  if (raw !== snapshot.raw) snapshot = { raw, ids: raw ? Object.freeze(parsePoolIds(raw)) : EMPTY };
  return snapshot.ids;
}

/** What the server renders: no favourites (they live only in the browser). */
export function getServerFavorites(): readonly number[] {
  return EMPTY;
}

/** The saved ids, cleaned (a hand-edited or older value never breaks a page). */
export function readFavorites(): number[] {
  return [...readFavoritesSnapshot()];
}

/** Saves the cleaned list and notifies this tab's listeners. Returns what was saved ([] when storage is blocked). */
export function writeFavorites(ids: readonly unknown[]): number[] {
  const clean = parsePoolIds([...ids]);
  const store = storage();
  if (!store) return [];
  try {
    if (clean.length) store.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(clean));
    else store.removeItem(FAVORITES_STORAGE_KEY);
  } catch {
    // Quota or a blocked store: keep what was there.
    return readFavorites();
  }
  notice = "";
  window.dispatchEvent(new CustomEvent(FAVORITES_CHANGE_EVENT, { detail: clean }));
  return clean;
}

let notice = "";
/** Why the last heart press saved nothing, until the list next changes ("" when it did). */
export function favoritesNotice(): string {
  return notice;
}

function refuse(message: string) {
  notice = message;
  window.dispatchEvent(new CustomEvent(FAVORITES_CHANGE_EVENT, { detail: readFavorites() }));
}

export type AddFavoriteResult =
  | { ok: true; ids: number[] }
  /** full: MAX_FAVORITES saved already; invalid: not a pool id; unavailable: the browser keeps no storage. */
  | { ok: false; reason: "full" | "invalid" | "unavailable"; ids: number[] };

/** Adds a pool at the end. A full list is refused (the caller says so) rather than silently dropping the oldest. */
export function addFavorite(id: number): AddFavoriteResult {
  const ids = readFavorites();
  if (toPoolId(id) === null) return { ok: false, reason: "invalid", ids };
  if (ids.includes(id)) return { ok: true, ids };
  if (ids.length >= MAX_FAVORITES) {
    refuse(FAVORITES_FULL_MESSAGE);
    return { ok: false, reason: "full", ids };
  }
  const saved = writeFavorites([...ids, id]);
  if (saved.includes(id)) return { ok: true, ids: saved };
  if (typeof window !== "undefined") refuse(FAVORITES_UNAVAILABLE_MESSAGE);
  return { ok: false, reason: "unavailable", ids: saved };
}

export function removeFavorite(id: number): number[] {
  return writeFavorites(readFavorites().filter((saved) => saved !== id));
}

export function isFavorite(id: number): boolean {
  return readFavoritesSnapshot().includes(id);
}

/**
 * Calls `listener` with the saved ids whenever they change: writes in this tab (FAVORITES_CHANGE_EVENT)
 * and in other tabs (the `storage` event, which the writing tab itself does not get).
 */
export function subscribeFavorites(listener: (ids: readonly number[]) => void): () => void {
  if (typeof window === "undefined") return () => {};
  const onChange = () => listener(readFavoritesSnapshot());
  const onStorage = (event: StorageEvent) => {
    // key null: the whole store was cleared.
    if (event.key === FAVORITES_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener(FAVORITES_CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(FAVORITES_CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}
