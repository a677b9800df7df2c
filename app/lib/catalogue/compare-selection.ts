// The pools a visitor picked with "Compare" on the cards (decision 029): the one place that knows where the browser
// keeps them. sessionStorage: a comparison is this visit's work, unlike the favourites, which are kept.
//
//   readCompareSelection()         the picked ids ([] on the server, with storage blocked, or for junk)
//   toggleCompare(id, name)        adds or removes a pool; { ok: false, reason: "full" } for a fifth, which also
//                                  sets the notice (compareNotice()) until the next change
//   removeFromCompare(id)
//   compareName(id)                the name the pool was picked with (the tray shows it without asking the server)
//   subscribeCompareSelection(fn)  fn() on every change in this tab; returns the unsubscribe function
//   compareSelectionSnapshot()     a stable array for useSyncExternalStore (getServerCompareSelection on the server)
//   COMPARE_FULL_MESSAGE           what a fifth pick is told
//
// Pure TypeScript (no React, no Zod): every public page loads it for the compare tray (decision 025).
import { COMPARE_MAX_POOLS } from "./compare-page";
import { parsePoolIds } from "./favorites";

export const COMPARE_STORAGE_KEY = "ffp:compare-pools:v1";
const NAMES_KEY = "ffp:compare-names:v1";
const CHANGE_EVENT = "ffp:compare-change";

export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_MAX_POOLS} pools at a time. Remove one to add another.`;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const EMPTY: readonly number[] = Object.freeze([]);
let snapshot: { raw: string | null; ids: readonly number[] } = { raw: null, ids: EMPTY };

export function compareSelectionSnapshot(): readonly number[] {
  let raw: string | null;
  try {
    raw = storage()?.getItem(COMPARE_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== snapshot.raw) snapshot = { raw, ids: raw ? Object.freeze(parsePoolIds(raw, COMPARE_MAX_POOLS)) : EMPTY };
  return snapshot.ids;
}

export function getServerCompareSelection(): readonly number[] {
  return EMPTY;
}

export function readCompareSelection(): number[] {
  return [...compareSelectionSnapshot()];
}

function names(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(NAMES_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function compareName(id: number): string {
  const name = names()[id];
  return typeof name === "string" ? name : `Pool ${id}`;
}

let notice = "";
/** The refusal of a fifth pool, until the selection next changes. */
export function compareNotice(): string {
  return notice;
}

/** Forgets the refusal: it was about the page the visitor has left. */
export function clearCompareNotice(): void {
  if (!notice) return;
  notice = "";
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function write(ids: readonly number[], named?: { id: number; name: string }): number[] {
  const clean = parsePoolIds([...ids], COMPARE_MAX_POOLS);
  const store = storage();
  if (!store) return [];
  try {
    if (clean.length) store.setItem(COMPARE_STORAGE_KEY, JSON.stringify(clean));
    else store.removeItem(COMPARE_STORAGE_KEY);
    const known = names();
    // Only the picked pools' names are kept.
    const kept = Object.fromEntries(clean.flatMap((id) => (known[id] ? [[id, known[id]]] : [])));
    if (named) kept[named.id] = named.name;
    store.setItem(NAMES_KEY, JSON.stringify(kept));
  } catch {
    return readCompareSelection();
  }
  notice = "";
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return clean;
}

/** Adds the pool, or takes it out when it is picked already. A fifth is refused, not swapped for the oldest. */
export function toggleCompare(
  id: number,
  name = `Pool ${id}`,
): { ok: true; ids: number[] } | { ok: false; reason: "full"; ids: number[] } {
  const ids = readCompareSelection();
  if (ids.includes(id)) return { ok: true, ids: write(ids.filter((picked) => picked !== id)) };
  if (ids.length >= COMPARE_MAX_POOLS) {
    notice = COMPARE_FULL_MESSAGE;
    window.dispatchEvent(new Event(CHANGE_EVENT));
    return { ok: false, reason: "full", ids };
  }
  return { ok: true, ids: write([...ids, id], { id, name }) };
}

export function removeFromCompare(id: number): number[] {
  return write(readCompareSelection().filter((picked) => picked !== id));
}

export function subscribeCompareSelection(listener: () => void): () => void {
  if (typeof window === "undefined") return () => {};
  window.addEventListener(CHANGE_EVENT, listener);
  return () => window.removeEventListener(CHANGE_EVENT, listener);
}
