import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  FAVORITES_FULL_MESSAGE,
  FAVORITES_STORAGE_KEY,
  MAX_FAVORITES,
  addFavorite,
  favoritesNotice,
  getServerFavorites,
  isFavorite,
  parsePoolIds,
  poolIdsParam,
  readFavorites,
  readFavoritesSnapshot,
  removeFavorite,
  subscribeFavorites,
  writeFavorites,
} from "./favorites";

/** A browser window as far as favorites.ts uses it: localStorage and events. */
function fakeWindow({ blocked = false } = {}) {
  const items = new Map<string, string>();
  const target = new EventTarget();
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
  Object.defineProperty(target, "localStorage", {
    get() {
      if (blocked) throw new DOMException("The operation is insecure.", "SecurityError");
      return localStorage;
    },
  });
  return Object.assign(target, { items });
}

describe("parsePoolIds", () => {
  it("keeps positive whole numbers in order, first of repeats", () => {
    expect(parsePoolIds([3, 7, 3, "12", 7])).toEqual([3, 7, 12]);
  });

  it("drops junk: text, negatives, zero, fractions, huge numbers, nested values", () => {
    expect(parsePoolIds(["abc", -4, 0, 2.5, 1e20, 2_147_483_648, null, {}, [5], " 9 ", "4x", 8])).toEqual([9, 8]);
  });

  it("reads a comma list and the JSON text of an array", () => {
    expect(parsePoolIds("3,7, 9,,x")).toEqual([3, 7, 9]);
    expect(parsePoolIds("[3,7]")).toEqual([3, 7]);
  });

  it("gives an empty list for anything that is not a list", () => {
    for (const junk of [undefined, null, 42, {}, "", "[not json", '{"a":1}', "null"]) {
      expect(parsePoolIds(junk)).toEqual([]);
    }
  });

  it(`keeps at most ${MAX_FAVORITES}`, () => {
    const many = Array.from({ length: 40 }, (_, i) => i + 1);
    expect(parsePoolIds(many)).toEqual(many.slice(0, MAX_FAVORITES));
    // Repeats do not use up places.
    expect(parsePoolIds([1, 1, 1, ...many]).length).toBe(MAX_FAVORITES);
  });

  it("writes the address form", () => {
    expect(poolIdsParam([3, 7, 3])).toBe("3,7");
    expect(poolIdsParam([])).toBe("");
  });
});

describe("the stored list", () => {
  let win: ReturnType<typeof fakeWindow>;
  beforeEach(() => {
    win = fakeWindow();
    vi.stubGlobal("window", win);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is empty at first, and on the server", () => {
    expect(readFavorites()).toEqual([]);
    expect(getServerFavorites()).toEqual([]);
  });

  it("is cleaned when read: a hand-edited or damaged value never breaks a page", () => {
    win.items.set(FAVORITES_STORAGE_KEY, '[5,"5","x",-1,9]');
    expect(readFavorites()).toEqual([5, 9]);
    win.items.set(FAVORITES_STORAGE_KEY, "{broken");
    expect(readFavorites()).toEqual([]);
  });

  it("adds, tells whether a pool is saved, and removes", () => {
    expect(addFavorite(3)).toEqual({ ok: true, ids: [3] });
    expect(addFavorite(7)).toEqual({ ok: true, ids: [3, 7] });
    expect(addFavorite(3)).toEqual({ ok: true, ids: [3, 7] });
    expect(isFavorite(7)).toBe(true);
    expect(removeFavorite(3)).toEqual([7]);
    expect(isFavorite(3)).toBe(false);
    expect(JSON.parse(win.items.get(FAVORITES_STORAGE_KEY)!)).toEqual([7]);
    removeFavorite(7);
    expect(win.items.has(FAVORITES_STORAGE_KEY)).toBe(false);
  });

  it(`refuses a pool past ${MAX_FAVORITES} instead of dropping an older one`, () => {
    writeFavorites(Array.from({ length: MAX_FAVORITES }, (_, i) => i + 1));
    expect(addFavorite(99)).toMatchObject({ ok: false, reason: "full" });
    expect(readFavorites()).toHaveLength(MAX_FAVORITES);
    expect(readFavorites()).not.toContain(99);
  });

  it("says why a pool past the limit was not saved, and forgets it at the next change", () => {
    writeFavorites(Array.from({ length: MAX_FAVORITES }, (_, i) => i + 1));
    const seen: (readonly number[])[] = [];
    const unsubscribe = subscribeFavorites((ids) => seen.push(ids));
    addFavorite(99);
    expect(favoritesNotice()).toBe(FAVORITES_FULL_MESSAGE);
    expect(FAVORITES_FULL_MESSAGE).toBe(`You can save up to ${MAX_FAVORITES} pools. Remove one to save another.`);
    // The tray that shows the message hears of it.
    expect(seen).toHaveLength(1);
    removeFavorite(1);
    expect(favoritesNotice()).toBe("");
    unsubscribe();
  });

  it("refuses an id that is not a pool id", () => {
    expect(addFavorite(-1)).toMatchObject({ ok: false, reason: "invalid" });
    expect(addFavorite(1.5)).toMatchObject({ ok: false, reason: "invalid" });
    expect(readFavorites()).toEqual([]);
  });

  it("keeps the same snapshot object until the stored text changes", () => {
    writeFavorites([1, 2]);
    const first = readFavoritesSnapshot();
    expect(readFavoritesSnapshot()).toBe(first);
    writeFavorites([1, 2, 3]);
    expect(readFavoritesSnapshot()).not.toBe(first);
    expect(readFavoritesSnapshot()).toEqual([1, 2, 3]);
  });

  it("tells subscribers about writes in this tab and in other tabs, until they unsubscribe", () => {
    const seen: (readonly number[])[] = [];
    const unsubscribe = subscribeFavorites((ids) => seen.push(ids));
    addFavorite(4);
    // Another tab wrote the store: the browser fires `storage` here.
    win.items.set(FAVORITES_STORAGE_KEY, "[4,8]");
    win.dispatchEvent(Object.assign(new Event("storage"), { key: FAVORITES_STORAGE_KEY }));
    // Another key changed: not ours.
    win.dispatchEvent(Object.assign(new Event("storage"), { key: "something-else" }));
    unsubscribe();
    addFavorite(9);
    expect(seen).toEqual([[4], [4, 8]]);
  });
});

describe("with storage blocked by the browser's privacy settings", () => {
  beforeEach(() => vi.stubGlobal("window", fakeWindow({ blocked: true })));
  afterEach(() => vi.unstubAllGlobals());

  it("reads nothing and saves nothing, without throwing", () => {
    expect(readFavorites()).toEqual([]);
    expect(writeFavorites([1])).toEqual([]);
    expect(addFavorite(1)).toEqual({ ok: false, reason: "unavailable", ids: [] });
  });
});
